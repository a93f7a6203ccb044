/**
 * Story helpers for screens made of titled cards with `<dl>` figures (cashback, invite): not
 * shipped, only stories import this file.
 */
import { within } from 'storybook/test';

/** Queries inside the card (MainCard) whose heading is `title`. */
export function cardTitled(canvasElement: HTMLElement, title: string) {
  const heading = within(canvasElement).getByRole('heading', { name: title });
  return within(heading.closest('.MuiCard-root') as HTMLElement);
}

/** The figures of a card's lists as [label, value] pairs, in the order shown. */
export function figuresOf(card: ReturnType<typeof within>): [string, string][] {
  const values = card.getAllByRole('definition');
  return card
    .getAllByRole('term')
    .map((term: HTMLElement, i: number) => [term.textContent ?? '', values[i]?.textContent ?? '']);
}

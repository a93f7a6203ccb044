/**
 * Helpers of the table pages' stories (not shipped): the patience for the lazy labels, the rows of
 * a table, sorting by a header, what the sample data says the order should be, and a check that
 * nothing scrolls sideways on a phone.
 */
import { noSidewaysScroll } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import type { Member } from './data';

/** Patience for the labels, the grid's chunk and transitions on a busy machine. */
export const LONG = { timeout: 10_000 } as const;

/** The table named `name` ('Members' by default), once the page has its labels. */
export function findTable(canvasElement: HTMLElement, name = 'Members'): Promise<HTMLElement> {
  return within(canvasElement).findByRole('table', { name }, LONG);
}

/** The body rows of a table (its own, not those of a table in a detail panel). */
export function rowsOf(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>(':scope > tbody > tr')];
}

/** The text of the cell of each body row in the column whose header is `header`. */
export function columnOf(table: HTMLElement, header: string): string[] {
  const headers = [...table.querySelectorAll<HTMLElement>(':scope > thead > tr > th')];
  const index = headers.findIndex((cell) => cell.textContent?.startsWith(header));
  if (index < 0) throw new Error(`No column ${header}`);
  return rowsOf(table)
    .map((row) => row.children[index]?.textContent ?? '')
    .filter((text) => text !== '');
}

/** Clicks the sort button of the column `header`. */
export async function sortBy(table: HTMLElement, header: string): Promise<HTMLElement> {
  const cell = within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) });
  await userEvent.click(within(cell).getByRole('button'));
  return cell;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The members' names in the table's alphabetical order. */
export function namesInOrder(members: readonly Member[], direction: 'asc' | 'desc' = 'asc'): string[] {
  const names = members.map((member) => member.name).sort((a, b) => collator.compare(a, b));
  return direction === 'asc' ? names : names.reverse();
}

/** Neither the story nor the table's card scrolls sideways (a 375 px phone). */
export async function noSidewaysScrollIn(canvasElement: HTMLElement): Promise<void> {
  await noSidewaysScroll([canvasElement, canvasElement.querySelector('.MuiCard-root')]);
}

/** The figures of a column, read back as numbers (`1,234` → 1234). */
export function numbersOf(texts: readonly string[]): number[] {
  return texts.map((text) => Number(text.replace(/[^\d.-]/g, '')));
}

/** Whether the numbers go from the largest down. */
export function descending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value <= (values[index - 1] ?? value));
}

/** In a right-to-left page the column `start` stands right of the column `end` (in the table or grid `container`). */
export async function readsRightToLeft(container: HTMLElement, start: string, end: string): Promise<void> {
  const box = (name: string) => within(container).getByRole('columnheader', { name }).getBoundingClientRect();
  await expect(box(start).left).toBeGreaterThan(box(end).left);
}

/** On a phone the members are a list of `count` cards (no table) and nothing scrolls sideways. */
export async function cardsOnAPhone(canvasElement: HTMLElement, count: number): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Members' }, LONG);
  await expect(canvas.queryByRole('table', { name: 'Members' })).toBeNull();
  // Its own cards, not those of a list in an open detail panel.
  const cards = [...list.children].filter(
    (item) => item.tagName === 'LI' && !item.classList.contains('MuiDivider-root'),
  );
  await expect(cards).toHaveLength(count);
  await noSidewaysScroll(canvasElement);
  return list;
}

/** Turns on the page's 10,000-rows switch; gives the members' table once it holds `perPage` of them. */
export async function showTenThousand(canvasElement: HTMLElement, perPage: number): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const table = await findTable(canvasElement);
  await userEvent.click(canvas.getByRole('switch', { name: '10,000 rows' }));
  await expect(await canvas.findByText('10,000 members', {}, LONG)).toBeVisible();
  await expect(canvas.getByText(`1–${perPage} of 10,000`)).toBeVisible();
  await expect(rowsOf(table)).toHaveLength(perPage);
  return table;
}

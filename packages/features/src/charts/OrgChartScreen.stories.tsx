import type { Meta, StoryObj } from '@storybook/react-vite';
import { reachesTouchSquare, withPhoneFrame, noSidewaysScroll } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { chartsScenarios } from '@pp/mocks';

import { OrgChartScreen } from './OrgChartScreen';
import { cardOf, LONG } from './storyKit';

const meta = {
  title: 'Charts/Organization',
  component: OrgChartScreen,
  parameters: { router: { initialEntries: ['/charts/orgchart'] } },
} satisfies Meta<typeof OrgChartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's card, once the people are in. */
const organisation = async (canvasElement: HTMLElement) => {
  const card = await cardOf(canvasElement, 'Organization');
  await card.findByText('Alene Marsh', {}, LONG);
  return card;
};

/** The head and their reports' teams are open; deeper teams are closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await organisation(canvasElement);
    await expect(
      card.getByRole('button', { name: '10 in team of Alene Marsh', expanded: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Kenji Watanabe')).toBeVisible();
    await expect(
      card.getByRole('button', { name: '2 in team of Kenji Watanabe', expanded: false }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(card.queryByText('Daniel Okafor')).toBeNull();
    await expect(card.getByText('Chief executive officer')).toBeVisible();
  },
};

/** A node's button closes its team and opens it again; so do the keyboard and "Expand all". */
export const CollapseAndExpand: Story = {
  play: async ({ canvasElement }) => {
    const card = await organisation(canvasElement);
    const cto = card.getByRole('button', { name: '4 in team of สมชาย ใจดี', expanded: true });
    await userEvent.click(cto);
    await expect(card.queryByText('Kenji Watanabe')).toBeNull();
    const closed = card.getByRole('button', { name: '4 in team of สมชาย ใจดี', expanded: false });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await expect(closed).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(card.getByText('Kenji Watanabe')).toBeVisible();
    const kenji = card.getByRole('button', { name: '2 in team of Kenji Watanabe', expanded: false });
    kenji.focus();
    await userEvent.keyboard(' ');
    await expect(card.getByText('Daniel Okafor')).toBeVisible();
    await expect(
      card.getByRole('button', { name: '2 in team of Kenji Watanabe', expanded: true }),
    ).toHaveAttribute('aria-controls');
    await userEvent.click(card.getByRole('button', { name: 'Collapse all' }));
    await expect(card.queryByText('สมชาย ใจดี')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Expand all' }));
    await expect(card.getByText('Olivia Bennett')).toBeVisible();
    await expect(card.getByText('พิมพ์ชนก ธนพัฒน์')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the organization…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No one here yet', {}, LONG)).toBeVisible();
  },
};

/** A server failure: its message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText(/The server answered: Internal server error/)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await organisation(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await organisation(canvasElement);
    await noSidewaysScroll(canvasElement);
  },
};

/** On a phone the tree scrolls inside its card, never the page; every button is a finger wide. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const card = await organisation(canvasElement);
    await noSidewaysScroll(canvasElement);
    const tree = card.getByRole('list', { name: 'Organization' });
    await expect(tree.parentElement?.scrollWidth ?? 0).toBeGreaterThan(tree.parentElement?.clientWidth ?? 0);
    for (const button of card.getAllByRole('button')) await expect(reachesTouchSquare(button)).toBe(true);
  },
};

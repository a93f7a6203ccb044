import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../shared/routes/paths';
import { PRIVACY_SECTIONS, PrivacyPage } from './PrivacyPage';

/** `/pages/privacy-policy`: the policy in sections with a table of contents (Thai first). */
const meta = {
  title: 'Pages/Site/Privacy policy',
  component: PrivacyPage,
  parameters: { fullPage: true, router: { initialEntries: [paths.pages.privacyPolicy] } },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contents link every section, the first marked as the one being read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' }, { timeout: 5000 }),
    ).toBeVisible();
    const contents = within(canvas.getByRole('navigation', { name: 'สารบัญ' }));
    const links = contents.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      PRIVACY_SECTIONS.map((id) => `#${id}`),
    );
    await expect(links[0]).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(PRIVACY_SECTIONS.length + 1);
  },
};

/** Following a link of the contents: its section comes into view and is marked in the contents. */
export const FollowALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const contents = within(canvas.getByRole('navigation', { name: 'สารบัญ' }));
    const link = contents.getByRole('link', { name: /สิทธิของคุณ/ });
    await userEvent.click(link);
    const heading = canvas.getByRole('heading', { level: 2, name: /สิทธิของคุณ/ });
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await waitFor(() =>
      expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(heading).toHaveFocus();
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'location'));
    await expect(
      contents.getAllByRole('link').filter((other) => other.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

export const Dark: Story = { ...Default, globals: { mode: 'dark' } };

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };

/** On a phone the contents are a plain list above the text (not kept beside it), nothing sideways. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await Default.play?.(context);
    const nav = within(context.canvasElement).getByRole('navigation', { name: 'สารบัญ' });
    await expect(getComputedStyle(nav).position).toBe('static');
    const frame = context.canvasElement.querySelector<HTMLElement>('[data-testid="phone-frame"]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(frame?.clientWidth ?? 0);
  },
};

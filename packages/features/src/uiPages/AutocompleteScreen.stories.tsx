import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';

import { AutocompleteScreen } from './AutocompleteScreen';
import { section } from '../shared/demo/storyKit';

const meta = {
  title: 'Components/Autocomplete',
  component: AutocompleteScreen,
  parameters: { router: { initialEntries: ['/components/autocomplete'] } },
} satisfies Meta<typeof AutocompleteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const basic = await section(canvasElement, 'Basic');
    const game = basic.getByRole('combobox', { name: 'Game' });
    await userEvent.type(game, 'rou');
    await userEvent.click(await screen.findByRole('option', { name: 'Roulette' }));
    await expect(game).toHaveValue('Roulette');
    const multiple = await section(canvasElement, 'Multiple values');
    await expect(multiple.getByRole('button', { name: 'Fortune Tiger' })).toBeVisible();
    const form = await section(canvasElement, 'Helper text and errors');
    await userEvent.click(form.getByRole('combobox', { name: /Game/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(form.getByText('Choose a game.')).toBeVisible();
  },
};

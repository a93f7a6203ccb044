import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenWords, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { widgetScenarios } from '@pp/mocks';

import { DataScreen } from './DataScreen';
import { card, fitsItsWidth, showsServerError } from './storyKit';

const meta = {
  title: 'Widgets/Data',
  component: DataScreen,
  parameters: { router: { initialEntries: ['/widget/data'] } },
} satisfies Meta<typeof DataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tasks = await card(canvasElement, 'Tasks');
    await expect(tasks.getByText('Design the new checkout flow')).toBeVisible();
    await expect(
      tasks.getByRole('progressbar', { name: 'Design the new checkout flow: 75% done' }),
    ).toBeVisible();
    const messages = await card(canvasElement, 'Latest messages');
    await expect(messages.getByText('5 minutes ago')).toBeVisible();
    const team = await card(canvasElement, 'Team members');
    await expect(team.getByText('Do not disturb')).toBeVisible();
    const sales = await card(canvasElement, 'Product sales');
    const rows = sales.getAllByRole('row');
    // Best sellers first; five rows a page.
    await expect(rows[1]).toHaveTextContent('Wireless headphones');
    await expect(rows).toHaveLength(6);
    await expect(await card(canvasElement, 'Feeds')).toBeDefined();
    await expect(await brokenWords(canvasElement)).toEqual([]);
  },
};

/** Add a task (refused empty, then added), check one off, delete one. */
export const TodoList: Story = {
  play: async ({ canvasElement, step }) => {
    const todo = await card(canvasElement, 'To-do list');
    await expect(todo.getByRole('status')).toHaveTextContent('3 of 4 left');
    await step('an empty task is refused at the field', async () => {
      await userEvent.click(todo.getByRole('button', { name: 'Add' }));
      await expect(await todo.findByText('Write the task first')).toBeVisible();
    });
    await step('a task is added at the end', async () => {
      await userEvent.type(todo.getByRole('textbox', { name: 'New task' }), 'Book the team lunch');
      await userEvent.click(todo.getByRole('button', { name: 'Add' }));
      await expect(await todo.findByRole('checkbox', { name: 'Book the team lunch' })).not.toBeChecked();
      await expect(todo.getByRole('textbox', { name: 'New task' })).toHaveValue('');
      await expect(todo.getByRole('status')).toHaveTextContent('4 of 5 left');
    });
    await step('a task is checked off', async () => {
      await userEvent.click(todo.getByRole('checkbox', { name: 'Renew the domain name' }));
      await expect(todo.getByRole('checkbox', { name: 'Renew the domain name' })).toBeChecked();
      await expect(todo.getByRole('status')).toHaveTextContent('3 of 5 left');
    });
    await step('a task is deleted', async () => {
      await userEvent.click(
        todo.getByRole('button', { name: 'Delete “Call the supplier about the late delivery”' }),
      );
      await expect(todo.queryByText('Call the supplier about the late delivery')).toBeNull();
      await expect(todo.getByRole('status')).toHaveTextContent('2 of 4 left');
    });
  },
};

export const SortSales: Story = {
  play: async ({ canvasElement }) => {
    const sales = await card(canvasElement, 'Product sales');
    await userEvent.click(sales.getByRole('button', { name: /^Price/ }));
    await expect(sales.getAllByRole('row')[1]).toHaveTextContent('Smart watch');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading widgets…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const todo = await card(canvasElement, 'To-do list');
    await expect(todo.getByText('All done. Add a task above.')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Nothing to show yet.')).toHaveLength(6);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.error } } },
  play: ({ canvasElement }) => showsServerError(canvasElement),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Feeds');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Feeds');
    await fitsItsWidth(canvasElement);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const todo = await card(canvasElement, 'รายการสิ่งที่ต้องทำ');
    await expect(todo.getByRole('status')).toHaveTextContent('เหลือ 3 จาก 4 รายการ');
    await card(canvasElement, 'ยอดขายสินค้า');
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Feeds');
    await fitsItsWidth(canvasElement);
  },
};

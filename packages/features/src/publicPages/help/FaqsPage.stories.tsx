import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../shared/routes/paths';
import { FAQ_ITEMS } from './faqSearch';
import { FaqsPage } from './FaqsPage';

/** `/pages/faqs`: the questions by topic, as accordions, with a search (Thai first). */
const meta = {
  title: 'Pages/Site/FAQs',
  component: FaqsPage,
  parameters: { fullPage: true, router: { initialEntries: [paths.pages.faqs] } },
} satisfies Meta<typeof FaqsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const questions = (canvas: Canvas) =>
  canvas
    .queryAllByRole('button', { expanded: false })
    .concat(canvas.queryAllByRole('button', { expanded: true }));
const search = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'ค้นหาคำถาม' });

/** Four topics, eight questions; a question opens to its answer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'คำถามที่พบบ่อย' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'การฝากเงิน',
      'การถอนเงิน',
      'โปรโมชั่น',
      'บัญชี',
    ]);
    await expect(questions(canvas)).toHaveLength(FAQ_ITEMS.length);
    const question = canvas.getByRole('button', { name: 'ยอดเทิร์นคืออะไร?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = await canvas.findByText(/หมายถึงต้องเล่นให้ครบ 1,000 บาท/);
    await waitFor(() => expect(answer).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('8 คำถาม');
  },
};

/** Searching keeps the questions that hold every word typed. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await userEvent.type(search(canvas), 'ถอน');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('4 คำถาม'));
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'การถอนเงิน',
      'โปรโมชั่น',
      'บัญชี',
    ]);
    await userEvent.type(search(canvas), ' ขั้นต่ำ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 คำถาม'));
    await expect(canvas.getByRole('button', { name: 'ถอนเงินขั้นต่ำหรือสูงสุดเท่าไร?' })).toBeVisible();
  },
};

/** Nothing matches: the page says so, and offers to clear the search or to ask. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await userEvent.type(search(canvas), 'บิตคอยน์');
    await expect(await canvas.findByText('ไม่พบคำถามที่ตรงกับ “บิตคอยน์”')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 คำถาม');
    await expect(canvas.getAllByRole('link', { name: 'ติดต่อเรา' })[0]).toHaveAttribute(
      'href',
      paths.pages.contactUs,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างการค้นหา' }));
    await expect(search(canvas)).toHaveValue('');
    await waitFor(() => expect(questions(canvas)).toHaveLength(FAQ_ITEMS.length));
  },
};

/** The visitor picks English: questions and search follow. */
export const InEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ภาษา' }), 'en');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'turnover');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 questions'));
  },
};

export const Dark: Story = { ...Default, globals: { mode: 'dark' } };

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await Default.play?.(context);
    const frame = context.canvasElement.querySelector<HTMLElement>('[data-testid="phone-frame"]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(frame?.clientWidth ?? 0);
  },
};

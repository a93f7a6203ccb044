import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { http, HttpResponse } from 'msw';

import { calendarScenarios, handlers, seedCalendar, setCalendarClock } from '@pp/mocks';
import { demoUrl } from '@pp/mocks/handlers/ecommerce-http';
import { manyCalendarEvents } from '@pp/mocks/data/calendar';
import {
  brokenWords,
  noSidewaysScroll,
  PHONE_GLOBALS,
  PHONE_VIEWPORT,
  withNotification,
} from '@pp/ui/storybook';

import { hydrate } from '../../../../.storybook/parameters';
import { calendarViewAtom, type CalendarView } from './atoms';
import { CalendarScreen } from './CalendarScreen';
import { EVENT_END_HANDLE } from './components/CalendarBoard';
import { calendarPaths } from '../shared/api/endpoints';
import { drag, LONG, STORY_NOW, storyClock } from './storyKit';

const meta = {
  title: 'Apps/Calendar',
  component: CalendarScreen,
  decorators: [withNotification],
  parameters: {
    router: { initialEntries: ['/app/calendar'] },
    jotai: { values: [storyClock] },
  },
  beforeEach: () => {
    setCalendarClock(() => STORY_NOW);
  },
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const inView = (view: CalendarView) => ({ jotai: { values: [storyClock, hydrate(calendarViewAtom, view)] } });
const body = () => within(document.body);
const calendarOf = (canvasElement: HTMLElement) => within(canvasElement);

const isShown = (element: HTMLElement) =>
  element.checkVisibility({ visibilityProperty: true, opacityProperty: true });

/** The text on screen (FullCalendar keeps hidden copies of some texts to measure them). */
const shownText = async (canvasElement: HTMLElement, text: string | RegExp): Promise<HTMLElement> => {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = calendarOf(canvasElement).getAllByText(text).find(isShown);
    expect(found).toBeDefined();
  }, LONG);
  return found as HTMLElement;
};

/** A notification the user sees (it grows in, so wait until it is fully shown). */
const notice = async (text: string) => {
  const message = await body().findByText(text, {}, LONG);
  await waitFor(() => expect(message).toBeVisible(), LONG);
};

/** An event of the calendar as the user sees it (its title). */
const eventNamed = async (canvasElement: HTMLElement, title: string) => {
  const text = await shownText(canvasElement, title);
  const event = text.closest<HTMLElement>('a, [role="button"], [tabindex]');
  if (!event) throw new Error(`No event element for ${title}`);
  return event;
};

/** The month grid's cell of a day (`2026-11-26`). */
const dayCell = (canvasElement: HTMLElement, day: string) => {
  const cell = canvasElement.querySelector<HTMLElement>(`[data-date="${day}"]`);
  if (!cell) throw new Error(`No cell for ${day}`);
  return cell;
};

export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'November 2026' }, LONG)).toBeVisible();
    await expect(await shownText(canvasElement, 'Sprint planning')).toBeVisible();
    await expect(await shownText(canvasElement, 'ประชุมทีมการตลาด')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
  },
};

export const Week: Story = {
  parameters: inView('timeGridWeek'),
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await canvas.findByText('Design review', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  },
};

export const Day: Story = {
  parameters: inView('timeGridDay'),
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await shownText(canvasElement, 'Sprint planning')).toBeVisible();
    await expect(canvas.queryByText('Design review')).toBeNull();
  },
};

export const List: Story = {
  parameters: inView('listWeek'),
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await canvas.findByText('Yoga class', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Team offsite')).toBeVisible();
  },
};

/** Today, previous and next move the period; the title follows. */
export const Navigate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await canvas.findByRole('heading', { name: 'November 2026' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'December 2026' }, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(await canvas.findByRole('heading', { name: 'October 2026' }, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(await canvas.findByRole('heading', { name: 'November 2026' }, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    await expect(await canvas.findByText('Design review', {}, LONG)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { calendar: calendarScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await calendarOf(canvasElement).findByRole('status', {}, LONG)).toHaveTextContent(
      'Loading the calendar…',
    );
  },
};

export const Empty: Story = {
  beforeEach: () => seedCalendar([]),
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await canvas.findByText('No events yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { calendar: calendarScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await canvas.findByText('We could not load the calendar', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/Internal server error/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const longThai = 'ประชุมผู้ถือหุ้นประจำปีและสัมมนาเชิงปฏิบัติการเรื่องการวางแผนกลยุทธ์องค์กรระยะยาว';

export const LongTitles: Story = {
  beforeEach: () =>
    seedCalendar([
      {
        id: 'event-1',
        title: longThai,
        description: '',
        allDay: true,
        start: '2026-11-17',
        end: '2026-11-19',
        color: '#1565c0',
        textColor: '#ffffff',
      },
      {
        id: 'event-2',
        title: 'Quarterly cross-functional alignment workshop with the regional leadership teams',
        description: '',
        allDay: false,
        start: '2026-11-19T02:00:00.000Z',
        end: '2026-11-19T04:00:00.000Z',
        color: '#6a1b9a',
        textColor: '#ffffff',
      },
    ]),
  parameters: inView('listWeek'),
  play: async ({ canvasElement }) => {
    const title = await shownText(canvasElement, longThai);
    await expect(await brokenWords(title)).toEqual([]);
    await noSidewaysScroll(canvasElement);
  },
};

export const ManyEvents: Story = {
  beforeEach: () => seedCalendar(manyCalendarEvents(STORY_NOW, 80)),
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await shownText(canvasElement, 'Event 1')).toBeVisible();
    // Busy days collapse into "+n more" rather than growing without end.
    await expect(canvas.getAllByText(/^\+\d+/).length).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: Month.play,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await canvas.findByText('Sprint planning', {}, LONG);
    const today = canvas.getByRole('button', { name: 'Today' }).getBoundingClientRect();
    const add = canvas.getByRole('button', { name: 'Add event' }).getBoundingClientRect();
    await expect(today.left).toBeGreaterThan(add.left);
  },
};

/** Thai: Thai labels, Thai month names (Buddhist era), the week starts on Monday. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /พฤศจิกายน/ }, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'วันนี้' })).toBeVisible();
    const headers = canvasElement.querySelectorAll('[role="columnheader"]');
    await expect(headers[0]?.textContent).toMatch(/จ/);
  },
};

/** English weeks start on Sunday; French ones on Monday. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /novembre 2026/ }, LONG)).toBeVisible();
    const headers = canvasElement.querySelectorAll('[role="columnheader"]');
    await expect(headers[0]?.textContent).toMatch(/lun/i);
  },
};

/** A phone opens on the week's list: every event readable, titles wrapping, nothing sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async ({ canvasElement }) => {
    const canvas = calendarOf(canvasElement);
    await canvas.findByRole('heading', { name: 'November 15 – 21, 2026' }, LONG);
    await expect(await shownText(canvasElement, 'Lunch with Napat')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
    await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
  },
};

/** Add event: the dialog opens on today, a title is enough, the event shows up. */
export const CreateEvent: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = calendarOf(canvasElement);
    await canvas.findByText('Sprint planning', {}, LONG);
    await step('open the dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
    });
    const dialog = within(await body().findByRole('dialog', { name: 'Add event' }, LONG));
    await step('an empty title is refused', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
      await expect(await dialog.findByText('Enter a title')).toBeVisible();
    });
    await step('add it', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Board meeting');
      await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LONG);
    await expect(await canvas.findByText('Board meeting', {}, LONG)).toBeVisible();
    await notice('“Board meeting” added');
  },
};

/** Selecting days opens the dialog over them. */
export const SelectRange: Story = {
  play: async ({ canvasElement }) => {
    await calendarOf(canvasElement).findByText('Sprint planning', {}, LONG);
    await drag(dayCell(canvasElement, '2026-11-23'), dayCell(canvasElement, '2026-11-24'));
    const dialog = within(await body().findByRole('dialog', { name: 'Add event' }, LONG));
    await expect(dialog.getByRole('checkbox', { name: 'All day' })).toBeChecked();
    await expect(dialog.getByLabelText(/Start date/)).toHaveValue('11/23/2026');
    await expect(dialog.getByLabelText(/End date/)).toHaveValue('11/24/2026');
  },
};

/** Dragging an event to another day moves it (the update call); it stays there after a reload. */
export const MoveEvent: Story = {
  play: async ({ canvasElement }) => {
    const event = await eventNamed(canvasElement, 'Yoga class');
    await drag(event, dayCell(canvasElement, '2026-11-26'));
    await notice('“Yoga class” moved');
    await waitFor(() => expect(dayCell(canvasElement, '2026-11-26')).toHaveTextContent('Yoga class'), LONG);
    await expect(dayCell(canvasElement, '2026-11-20')).not.toHaveTextContent('Yoga class');
  },
};

/** The server fails the move: the event goes back where it was and the user is told. */
export const MoveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        calendar: [
          http.post(demoUrl(calendarPaths.update), () =>
            HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
          ),
          ...(handlers.calendar ?? []),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const event = await eventNamed(canvasElement, 'Yoga class');
    await drag(event, dayCell(canvasElement, '2026-11-26'));
    await notice('The calendar was not changed: Internal server error');
    await waitFor(() => expect(dayCell(canvasElement, '2026-11-20')).toHaveTextContent('Yoga class'), LONG);
    await expect(dayCell(canvasElement, '2026-11-26')).not.toHaveTextContent('Yoga class');
  },
};

/** Dragging the end of an event makes it longer (the update call with the new end). */
export const ResizeEvent: Story = {
  parameters: inView('timeGridWeek'),
  play: async ({ canvasElement }) => {
    const event = await eventNamed(canvasElement, 'Design review');
    // The end handle (our class, through FullCalendar's `eventAfterClass`) shows on :hover, which
    // synthetic events cannot reach: show it as the pointer over the event would.
    const hover = document.createElement('style');
    hover.textContent = `.${EVENT_END_HANDLE} { display: block !important; }`;
    document.head.append(hover);
    try {
      const resizer = event.querySelector(`.${EVENT_END_HANDLE}`);
      if (!resizer) throw new Error('No resizer on the event');
      await drag(resizer, (start) => ({
        clientX: start.clientX,
        clientY: start.clientY + event.getBoundingClientRect().height,
      }));
    } finally {
      hover.remove();
    }
    await notice('“Design review” moved');
    await userEvent.click(await eventNamed(canvasElement, 'Design review'));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit event' }, LONG));
    await expect(dialog.getByLabelText(/End time/)).toHaveValue('12:00');
  },
};

/** The end must come after the start; the dialog says so at the end date. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await eventNamed(canvasElement, 'Design review'));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit event' }, LONG));
    const end = dialog.getByLabelText(/End time/);
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The end must come after the start')).toBeVisible();
  },
};

/** Edit then delete an event from its dialog, after a confirmation. */
export const DeleteEvent: Story = {
  play: async ({ canvasElement, step }) => {
    await step('open the event', async () => {
      await userEvent.click(await eventNamed(canvasElement, 'Design review'));
    });
    const dialog = within(await body().findByRole('dialog', { name: 'Edit event' }, LONG));
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Design review');
    await step('delete it', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      const confirm = within(await body().findByRole('dialog', { name: 'Delete event?' }, LONG));
      await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    });
    await notice('“Design review” deleted');
    await waitFor(() => expect(calendarOf(canvasElement).queryByText('Design review')).toBeNull(), LONG);
  },
};

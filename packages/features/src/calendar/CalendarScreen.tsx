import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCalendarController } from '@fullcalendar/react';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingArea,
  MainCard,
  Placeholder,
  touchTarget,
  useNotify,
} from '@pp/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';

import { toApiError } from '../shared/api/errors';
import { useRemote } from '../shared/query/read';
import { useWrite } from '../shared/query/write';
import { useT } from '../shared/i18n/useT';
import {
  addEventAtom,
  CALENDAR_VIEWS,
  calendarClockAtom,
  calendarViewAtom,
  eventsAtom,
  removeEventAtom,
  updateEventAtom,
  type CalendarView,
} from './atoms';
import { CalendarBoard } from './components/CalendarBoard';
import { EventDialog, type EventDraft } from './components/EventDialog';
import { eventToForm, rangeToForm, spanToUpdate, dayDate, dayOf, type MovedSpan } from './eventForm';
import { calendarNs, type CalendarT } from './i18n';
import type { CalendarEvent, CalendarEventInput } from './types';

const viewLabel = {
  dayGridMonth: 'toolbar.month',
  timeGridWeek: 'toolbar.week',
  timeGridDay: 'toolbar.day',
  listWeek: 'toolbar.list',
} as const satisfies Record<CalendarView, string>;

const HOUR = 3_600_000;

/** Why a call failed, in the page's words. */
function failure(t: CalendarT, error: unknown): string {
  const apiError = toApiError(error);
  return t('done.failed', { message: apiError.message });
}

/** `/app/calendar`: the events in month, week, day and list views; add, edit, move, resize and delete them. */
export function CalendarScreen() {
  const { t, locale } = useT(calendarNs);
  const theme = useTheme();
  const events = useRemote(eventsAtom);
  const clock = useAtomValue(calendarClockAtom);
  const [picked, setView] = useAtom(calendarViewAtom);
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const view = picked ?? (phone ? 'listWeek' : 'dayGridMonth');
  const now = useMemo(() => clock.now(), [clock]);
  const controller = useCalendarController();
  const notify = useNotify();
  const add = useWrite(addEventAtom);
  const update = useWrite(updateEventAtom);
  const remove = useWrite(removeEventAtom);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);

  const list = events.data ?? [];
  const byId = (id: string) => list.find((event) => event.id === id);

  const changeView = (next: CalendarView | null) => {
    if (!next) return;
    setView(next);
    controller.changeView(next);
  };

  const openNew = () => {
    const start = controller.getDate() ?? now;
    const day = dayDate(dayOf(start));
    day.setHours(9);
    setDraft({
      kind: 'add',
      values: rangeToForm({ start: day, end: new Date(day.getTime() + HOUR), allDay: false }),
    });
  };

  const save = async (input: CalendarEventInput, current: EventDraft) => {
    if (current.kind === 'add') await add.run(input);
    else await update.run({ eventId: current.id, update: input });
    setDraft(null);
    notify({
      message: t(current.kind === 'add' ? 'done.added' : 'done.updated', { title: input.title }),
      severity: 'success',
    });
  };

  const move = (id: string, span: MovedSpan, revert: () => void) => {
    const event = byId(id);
    update
      .run({ eventId: id, update: spanToUpdate(span) })
      .then(() => notify({ message: t('done.moved', { title: event?.title ?? '' }), severity: 'success' }))
      .catch((error: unknown) => {
        revert();
        notify({ message: failure(t, error), severity: 'error' });
      });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.run(deleting.id);
      notify({ message: t('done.deleted', { title: deleting.title }), severity: 'success' });
      setDraft(null);
    } catch (error) {
      notify({ message: failure(t, error), severity: 'error' });
    }
    setDeleting(null);
  };

  const title = controller.view?.title ?? '';
  const navLabel = (key: 'toolbar.previous' | 'toolbar.next') => t(key);
  const [Back, Forward] =
    theme.direction === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];

  return (
    <MainCard title={t('title')} content={false}>
      {events.status === 'ready' && (
        <Stack
          component="nav"
          aria-label={t('toolbar.label')}
          sx={{ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2 }}
        >
          <Button variant="outlined" onClick={() => controller.today()}>
            {t('toolbar.today')}
          </Button>
          <Stack sx={{ flexDirection: 'row' }}>
            <IconButton
              aria-label={navLabel('toolbar.previous')}
              onClick={() => controller.prev()}
              sx={touchTarget}
            >
              <Back size={20} />
            </IconButton>
            <IconButton
              aria-label={navLabel('toolbar.next')}
              onClick={() => controller.next()}
              sx={touchTarget}
            >
              <Forward size={20} />
            </IconButton>
          </Stack>
          <Typography
            component="h2"
            variant="h4"
            aria-live="polite"
            aria-label={title === '' ? t('title') : undefined}
            sx={{ flex: '1 1 12rem', overflowWrap: 'break-word' }}
          >
            {title}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_event, next: CalendarView | null) => changeView(next)}
            aria-label={t('toolbar.views')}
          >
            {CALENDAR_VIEWS.map((type) => (
              <ToggleButton key={type} value={type} sx={{ minHeight: 44, px: 1.5 }}>
                {t(viewLabel[type])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={openNew}>
            {t('toolbar.add')}
          </Button>
        </Stack>
      )}
      {events.status === 'error' ? (
        <ErrorState
          title={t('loadFailed')}
          message={t(`loadError.${events.error.failure}`, { message: events.error.message })}
          offline={events.error.isNetworkError}
          onRetry={events.retry}
          retryLabel={t('retry')}
        />
      ) : (
        <Box sx={{ position: 'relative', px: 2, pb: 2 }}>
          {events.status === 'ready' && list.length === 0 && (
            <EmptyState
              size="small"
              tone="secondary"
              icon={<IconCalendarEvent size={28} stroke={1.5} />}
              title={t('empty.title')}
              description={t('empty.text')}
              sx={{ py: 2 }}
            />
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'break-word' }}>
            {t('calendar.hint')}
          </Typography>
          {events.status === 'loading' ? (
            <LoadingArea label={t('calendar.loading')}>
              <Placeholder variant="rounded" height={480} />
            </LoadingArea>
          ) : (
            <CalendarBoard
              controller={controller}
              events={list}
              locale={locale}
              view={view}
              now={now}
              noEventsText={t('calendar.noEvents')}
              onSelect={(range) => setDraft({ kind: 'add', values: rangeToForm(range) })}
              onEventClick={(id) => {
                const event = byId(id);
                if (event) setDraft({ kind: 'edit', id, values: eventToForm(event) });
              }}
              onEventChange={move}
            />
          )}
        </Box>
      )}
      <EventDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSave={save}
        onDelete={(id) => setDeleting(byId(id) ?? null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('remove.title')}
        description={t('remove.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </MainCard>
  );
}

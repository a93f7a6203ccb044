import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The colour of an event's dot. */
export type TimelineColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info' | 'grey';

/** One event of a timeline. */
export interface TimelineEvent {
  id: string;
  title: ReactNode;
  /** A line under the title (user text is rendered as text). */
  description?: ReactNode;
  /** When: shown across the line from the event (the "opposite" side). */
  time?: ReactNode;
  /** An icon in the dot (decorative: the title says what happened); absent: a small dot. */
  icon?: ReactNode;
  /** Default 'primary'. */
  color?: TimelineColor;
  /** A filled dot (default) or a ring. */
  variant?: 'filled' | 'outlined';
}

export interface TimelineProps {
  events: readonly TimelineEvent[];
  /**
   * Where the events sit: after the line (`end`, default), before it (`start`), or in turn on both
   * sides (`alternate`, one side in a narrow container). Logical sides: they mirror in RTL.
   */
  position?: 'start' | 'end' | 'alternate';
  /** The list's name for assistive technology ("Order history"). */
  'aria-label'?: string;
}

const DOT = 36;
const SMALL_DOT = 14;

function tone(theme: Theme, color: TimelineColor) {
  return color === 'grey'
    ? { main: theme.palette.grey[500], contrastText: theme.palette.common.white }
    : { main: theme.palette[color].main, contrastText: theme.palette[color].contrastText };
}

/**
 * A vertical timeline: an ordered list whose events hang on a line, each with a dot (an icon in
 * its colour, or a small dot), its title, description and time. Built on MUI's pieces (MUI Lab's
 * Timeline does not support MUI 9); the list, its order and its text are what a screen reader
 * reads, the dots and the line are decoration.
 */
export function Timeline({ events, position = 'end', 'aria-label': label }: TimelineProps) {
  const withTime = events.some((event) => event.time !== undefined);
  // Columns: time | dot | event, or event | dot | time before the line. The time takes a third
  // (nothing without times); alternating rows share the width from a 420 px container, and
  // sit after the line on a phone.
  const timeColumn = withTime ? 'minmax(0, 1fr)' : '0';
  const eventColumn = withTime ? 'minmax(0, 2fr)' : 'minmax(0, 1fr)';
  const areas = position === 'start' ? '"event dot time"' : '"time dot event"';
  return (
    <Box sx={{ containerType: 'inline-size', width: '100%', minWidth: 0 }}>
      <Box
        component="ol"
        aria-label={label}
        sx={(theme: Theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          '& > li': {
            display: 'grid',
            columnGap: theme.spacing(2),
            gridTemplateAreas: areas,
            gridTemplateColumns:
              position === 'start'
                ? `${eventColumn} auto ${timeColumn}`
                : `${timeColumn} auto ${eventColumn}`,
          },
          '& .timeline-time': { textAlign: position === 'start' ? 'start' : 'end' },
          '& .timeline-event': { textAlign: position === 'start' ? 'end' : 'start' },
          ...(position === 'alternate' && {
            '@container (min-width: 420px)': {
              '& > li': { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
              '& > li:nth-of-type(even)': { gridTemplateAreas: '"event dot time"' },
              '& > li:nth-of-type(even) .timeline-event': { textAlign: 'end' },
              '& > li:nth-of-type(even) .timeline-time': { textAlign: 'start' },
            },
          }),
        })}
      >
        {events.map((event, index) => {
          const color = event.color ?? 'primary';
          const outlined = event.variant === 'outlined';
          const size = event.icon === undefined ? SMALL_DOT : DOT;
          const last = index === events.length - 1;
          return (
            <li key={event.id}>
              <Box
                className="timeline-time"
                sx={{ gridArea: 'time', minWidth: 0, pt: `${(DOT - 20) / 2}px` }}
              >
                {event.time !== undefined && (
                  <Typography
                    variant="caption"
                    component="div"
                    sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}
                  >
                    {event.time}
                  </Typography>
                )}
              </Box>
              <Box
                className="timeline-dot-column"
                aria-hidden
                sx={{
                  gridArea: 'dot',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  width: DOT,
                }}
              >
                <Box
                  sx={(theme: Theme) => {
                    const { main, contrastText } = tone(theme, color);
                    return {
                      boxSizing: 'border-box',
                      width: size,
                      height: size,
                      mt: `${(DOT - size) / 2}px`,
                      mb: `${(DOT - size) / 2}px`,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                      border: `2px solid ${main}`,
                      bgcolor: outlined ? 'transparent' : main,
                      color: outlined ? main : contrastText,
                      '& svg': { width: 18, height: 18 },
                    };
                  }}
                >
                  {event.icon}
                </Box>
                {!last && <Box sx={{ flexGrow: 1, width: 2, minHeight: 24, bgcolor: 'divider' }} />}
              </Box>
              <Box
                className="timeline-event"
                sx={{ gridArea: 'event', minWidth: 0, pt: `${(DOT - 22) / 2}px`, pb: last ? 0 : 3 }}
              >
                <Typography variant="subtitle1" component="div" sx={{ overflowWrap: 'break-word' }}>
                  {event.title}
                </Typography>
                {event.description !== undefined && (
                  <Typography
                    variant="body2"
                    component="div"
                    sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}
                  >
                    {event.description}
                  </Typography>
                )}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Zoom from '@mui/material/Zoom';
import { forwardRef, type ReactElement, type ReactNode } from 'react';

/** Animation timings of the template's transitions, in ms. */
export const TRANSITION_TIMEOUTS = {
  fade: { appear: 500, enter: 600, exit: 400 },
  slide: { appear: 0, enter: 400, exit: 200 },
} as const;

export type TransitionType = 'grow' | 'fade' | 'collapse' | 'slide' | 'zoom';
export type TransitionPosition = 'top-left' | 'top-right' | 'top' | 'bottom-left' | 'bottom-right' | 'bottom';

export interface TransitionsProps {
  children: ReactNode;
  type?: TransitionType;
  /** Where grow and zoom start from. */
  position?: TransitionPosition;
  /** Where slide comes from. */
  direction?: 'up' | 'down' | 'left' | 'right';
  in?: boolean;
}

const origins: Record<TransitionPosition, string> = {
  'top-left': '0 0 0',
  'top-right': 'top right',
  top: 'top',
  'bottom-left': 'bottom left',
  'bottom-right': 'bottom right',
  bottom: 'bottom',
};

/** One entry point for the app's transitions, with the spec's timings. */
export const Transitions = forwardRef<HTMLDivElement, TransitionsProps>(function Transitions(
  { children, type = 'grow', position = 'top-left', direction = 'up', in: inProp = true },
  ref,
) {
  const child: ReactElement = <Box ref={ref}>{children}</Box>;
  const style = { transformOrigin: origins[position] };
  switch (type) {
    case 'fade':
      return (
        <Fade in={inProp} appear timeout={TRANSITION_TIMEOUTS.fade}>
          {child}
        </Fade>
      );
    case 'slide':
      return (
        <Slide in={inProp} direction={direction} appear timeout={TRANSITION_TIMEOUTS.slide}>
          {child}
        </Slide>
      );
    case 'collapse':
      return (
        <Collapse in={inProp} appear>
          {child}
        </Collapse>
      );
    case 'zoom':
      return (
        <Zoom in={inProp} appear style={style}>
          {child}
        </Zoom>
      );
    default:
      return (
        <Grow in={inProp} appear style={style}>
          {child}
        </Grow>
      );
  }
});

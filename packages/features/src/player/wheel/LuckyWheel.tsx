import Box from '@mui/material/Box';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import { forwardRef, memo, useEffect, useImperativeHandle, useRef } from 'react';

import { labelLines, rotationFor } from './geometry';
import type { WheelSegment } from './types';

/** How long a spin turns, ms (decisions, section 9: about 4 s, ease-out). */
export const SPIN_MS = 4000;
/** A strong ease-out: fast start, long slow finish. */
const EASE_OUT = 'cubic-bezier(0.12, 0.72, 0.18, 1)';

const RADIUS = 100;
/** The rotor's square viewBox is 220 units wide, centred on the wheel's middle. */
const VIEW_HALF = 110;
const VIEW_WIDTH = 2 * VIEW_HALF;
/** Room above the rim for the pointer. */
const POINTER_ROOM = 6;
const VIEW_HEIGHT = VIEW_WIDTH + POINTER_ROOM;
const LABEL_START = 28;
const LABEL_END = 94;

/** A point on the circle, `degrees` clockwise from the top. */
function at(degrees: number, radius: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function slicePath(index: number, count: number): string {
  const step = 360 / count;
  const [x1, y1] = at(index * step, RADIUS);
  const [x2, y2] = at((index + 1) * step, RADIUS);
  const large = step > 180 ? 1 : 0;
  return `M0 0L${x1.toFixed(3)} ${y1.toFixed(3)}A${RADIUS} ${RADIUS} 0 ${large} 1 ${x2.toFixed(3)} ${y2.toFixed(3)}Z`;
}

/** Font size (SVG units) that fits the longest line between the hub and the rim. */
function fontSizeOf(lines: string[], count: number): number {
  const longest = Math.max(...lines.map((line) => [...line].length));
  const byLength = (LABEL_END - LABEL_START) / (Math.max(longest, 1) * 0.56);
  const byArc = count > 8 ? 8 : 11;
  return Math.max(5, Math.min(byArc, byLength));
}

export interface LuckyWheelHandle {
  /** Turns to `index`; calls `onStop` once it has stopped (at once when `instant`). */
  spinTo: (index: number, instant: boolean) => void;
}

export interface LuckyWheelProps {
  segments: WheelSegment[];
  /** The accessible name: what the wheel holds. */
  label: string;
  onStop: () => void;
}

/**
 * The wheel as one SVG (crisp at any size, the width of its container): segments from the setting,
 * labels along each radius, a pointer at the top. A spin is a CSS transition of the rotor's
 * transform (composited, off the main thread): React renders once at the start, never per frame.
 */
export const LuckyWheel = memo(
  forwardRef<LuckyWheelHandle, LuckyWheelProps>(function LuckyWheel({ segments, label, onStop }, ref) {
    const theme = useTheme();
    const rotor = useRef<SVGSVGElement>(null);
    const rotation = useRef(0);
    const stopTimer = useRef<number | undefined>(undefined);
    const stopRef = useRef(onStop);
    useEffect(() => {
      stopRef.current = onStop;
    }, [onStop]);
    useEffect(() => () => window.clearTimeout(stopTimer.current), []);

    useImperativeHandle(
      ref,
      () => ({
        spinTo: (index, instant) => {
          const node = rotor.current;
          if (!node) return;
          const next = rotationFor(index, segments.length, rotation.current);
          rotation.current = next;
          let stopped = false;
          const stop = (event?: TransitionEvent) => {
            // transitionend bubbles: only the rotor's own turn ends the spin.
            if (stopped || (event && (event.target !== node || event.propertyName !== 'transform'))) return;
            stopped = true;
            window.clearTimeout(stopTimer.current);
            node.removeEventListener('transitionend', stop);
            stopRef.current();
          };
          if (instant) {
            node.style.transition = 'none';
            node.style.transform = `rotate(${next}deg)`;
            stop();
            return;
          }
          // Important: the theme's reduced-motion baseline shortens every transition with
          // !important; this one runs only when usePrefersReducedMotion said motion is fine.
          node.style.setProperty('transition', `transform ${SPIN_MS}ms ${EASE_OUT}`, 'important');
          node.style.transform = `rotate(${next}deg)`;
          node.addEventListener('transitionend', stop);
          // Where no transitionend comes (a hidden tab), stop on time all the same.
          stopTimer.current = window.setTimeout(() => stop(), SPIN_MS + 250);
        },
      }),
      [segments.length],
    );

    const count = segments.length;
    const step = 360 / count;
    // Label colours that do not follow the mode: a segment's fill is the same in light and dark.
    const dark = theme.palette.common.black;
    const light = theme.palette.common.white;
    const rim = theme.palette.mode === 'dark' ? theme.palette.grey[700] : theme.palette.grey[800];

    return (
      <Box
        role="img"
        aria-label={label}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 480,
          mx: 'auto',
          aspectRatio: `${VIEW_WIDTH} / ${VIEW_HEIGHT}`,
          userSelect: 'none',
        }}
      >
        {/* The rotor: its own <svg> element, so the browser composites its transform (a transform
          inside an SVG is painted again on the main thread every frame). */}
        <Box
          component="svg"
          ref={rotor}
          data-testid="wheel-segments"
          viewBox={`${-VIEW_HALF} ${-VIEW_HALF} ${VIEW_WIDTH} ${VIEW_WIDTH}`}
          aria-hidden
          sx={{
            position: 'absolute',
            left: 0,
            top: `${(POINTER_ROOM / VIEW_HEIGHT) * 100}%`,
            width: '100%',
            height: `${(VIEW_WIDTH / VIEW_HEIGHT) * 100}%`,
            display: 'block',
            // Its own layer, painted once with the page: a spin only moves it (no raster at the press).
            willChange: 'transform',
          }}
          style={{ transform: 'rotate(0deg)' }}
        >
          <circle r={RADIUS + 6} fill={rim} />
          {segments.map((segment, index) => {
            const lines = labelLines(segment.label);
            const size = fontSizeOf(lines, count);
            const text =
              getContrastRatio(segment.color, light) >= getContrastRatio(segment.color, dark) ? light : dark;
            const middle = (index + 0.5) * step;
            // Labels on the left half are turned half round, so none reads upside down.
            const flipped = middle > 180;
            const x = ((LABEL_START + LABEL_END) / 2) * (flipped ? -1 : 1);
            return (
              <g key={index}>
                <path d={slicePath(index, count)} fill={segment.color} stroke={light} strokeWidth={0.8} />
                <text
                  transform={`rotate(${flipped ? middle + 90 : middle - 90})`}
                  x={x}
                  y={0}
                  fill={text}
                  fontSize={size}
                  fontWeight={700}
                  textAnchor="middle"
                  dominantBaseline="central"
                  // Each label reads in its own text's direction (Thai: left to right) in an RTL layout.
                  style={{ fontFamily: 'inherit', unicodeBidi: 'plaintext' }}
                >
                  {lines.map((line, i) => (
                    <tspan
                      key={line}
                      x={x}
                      dy={i === 0 ? `${(-(lines.length - 1) * 0.55).toFixed(2)}em` : '1.1em'}
                    >
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
        </Box>
        <Box
          component="svg"
          viewBox={`${-VIEW_HALF} ${-VIEW_HALF - POINTER_ROOM} ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          aria-hidden
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
        >
          <circle r={16} fill={light} stroke={rim} strokeWidth={3} />
          <circle r={6} fill={theme.palette.secondary.main} />
          <path
            d={`M-9 ${-VIEW_HALF - 4}L9 ${-VIEW_HALF - 4}L0 ${-RADIUS + 8}Z`}
            fill={theme.palette.secondary.main}
            stroke={light}
            strokeWidth={1.5}
          />
        </Box>
      </Box>
    );
  }),
);

/**
 * Charts draw one at a time: a page of charts (the gallery, the widgets) would otherwise commit every
 * drawing, and the browser lay out all their SVG, in one long task. A frame asks for a turn once it
 * can draw; turns are given in the order asked, the next one only after the previous chart is on
 * the page and the browser has had a task of its own (to paint, or to answer a tap).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

const waiting: Array<() => void> = [];
let drawing = false;

function giveNextTurn(): void {
  const next = waiting.shift();
  drawing = next !== undefined;
  next?.();
}

/** The current chart is drawn (or gone): the next one draws in a task of its own. */
function endTurn(): void {
  setTimeout(giveNextTurn, 0);
}

/**
 * Whether this frame may draw its chart, once `ready` (its width is known); and `drawn`, to call
 * when the drawing is on the page. A frame keeps its turn while it is mounted: a chart drawn once
 * redraws at once (new width, new figures, the table switched back to the chart).
 */
export function useDrawTurn(ready: boolean): { turn: boolean; drawn: () => void } {
  const [turn, setTurn] = useState(false);
  const holding = useRef(false);
  useEffect(() => {
    if (!ready || turn) return undefined;
    const grant = () => {
      holding.current = true;
      startTransition(() => setTurn(true));
    };
    waiting.push(grant);
    if (!drawing) giveNextTurn();
    return () => {
      const index = waiting.indexOf(grant);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [ready, turn]);
  // The drawing is on the page, or the frame leaves while holding the turn: the next one draws.
  const release = useCallback(() => {
    if (!holding.current) return;
    holding.current = false;
    endTurn();
  }, []);
  useEffect(() => release, [release]);
  return { turn, drawn: release };
}

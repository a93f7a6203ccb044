/**
 * Helpers of the calendar stories (not shipped): the pinned "now" every story and screenshot uses,
 * the clock atom hydrated with it, and a mouse drag FullCalendar understands (it listens to mouse
 * events and finds cells by their position on screen).
 */
import { hydrate } from '../../../../.storybook/parameters';
import { calendarClockAtom } from './atoms';

/** Wednesday 18 November 2026, 10:00 in Bangkok (the story browser's zone). */
export const STORY_NOW = new Date('2026-11-18T03:00:00.000Z');

/** `parameters.jotai.values` entry pinning the calendar's clock at STORY_NOW. */
export const storyClock = hydrate(calendarClockAtom, { now: () => STORY_NOW });

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 5000 } as const;

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

const mouse = (target: EventTarget, type: string, point: { clientX: number; clientY: number }) =>
  target.dispatchEvent(
    new MouseEvent(type, {
      ...point,
      bubbles: true,
      cancelable: true,
      button: 0,
      buttons: type === 'mouseup' ? 0 : 1,
      view: window,
    }),
  );

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

type Point = { clientX: number; clientY: number };

/**
 * Presses the mouse on the centre of `from`, moves in steps to the centre of `to` (or to the point
 * `to` gives from the start) and lets go: a drag of an event (move), of its edge (resize), or
 * across cells (select).
 */
export async function drag(from: Element, to: Element | ((start: Point) => Point)): Promise<void> {
  // FullCalendar measures its cells after it paints: let it settle before pressing, and only then
  // read where things are (a row that grew while events loaded moves the cells under it).
  for (let wait = 0; wait < 3; wait += 1) await frame();
  const start = centre(from);
  const end = to instanceof Element ? centre(to) : to(start);
  mouse(from, 'mousedown', start);
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await frame();
    const point = {
      clientX: start.clientX + ((end.clientX - start.clientX) * step) / steps,
      clientY: start.clientY + ((end.clientY - start.clientY) * step) / steps,
    };
    mouse(document.elementFromPoint(point.clientX, point.clientY) ?? document.body, 'mousemove', point);
  }
  await frame();
  mouse(document.elementFromPoint(end.clientX, end.clientY) ?? document.body, 'mouseup', end);
}

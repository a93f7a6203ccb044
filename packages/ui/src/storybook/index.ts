/**
 * Story helpers of the design system (`@pp/ui/storybook`): only stories import this entry.
 */
import type { Decorator } from '@storybook/react-vite';
import { createElement, Fragment } from 'react';

import { Notification } from '../notification/Notification';
import { PHONE, PhoneFrame, type PhoneFrameProps } from './PhoneFrame';

export { PHONE, PhoneFrame, type PhoneFrameProps };

/** `decorators: [withPhoneFrame()]`, or `withPhoneFrame({ variant: 'device' })` for a whole screen. */
export function withPhoneFrame(options: Omit<PhoneFrameProps, 'children'> = {}): Decorator {
  return function PhoneFrameDecorator(Story) {
    return createElement(PhoneFrame, { ...options, children: createElement(Story) });
  };
}

/**
 * The phone as a viewport (the whole page 375 px wide, media queries included), for screens that
 * must be checked against the window rather than a container:
 * `globals: PHONE_GLOBALS, parameters: { viewport: PHONE_VIEWPORT }`.
 */
export const PHONE_VIEWPORT = {
  options: {
    phone375: {
      name: 'Phone 375',
      styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` },
      type: 'mobile',
    },
  },
} as const;
export const PHONE_GLOBALS = { viewport: { value: 'phone375', isRotated: false } } as const;

/** Mounts the one notification the app's layout mounts, so a story sees what `useNotify` shows. */
export const withNotification: Decorator = (Story) =>
  createElement(Fragment, null, createElement(Story), createElement(Notification));

export { readsLeftToRight } from './readingOrder';
export { allowMotion } from './motion';
export { reachesTouchSquare } from './touch';
export { brokenWords } from './lineBreaks';
export { noSidewaysScroll, sidewaysCulprits, type SidewaysOptions } from './sideways';
export { personAt } from './people';
export { storyFontsLoaded } from './fonts';
export { focusRingOf, tabTo } from './focusRing';

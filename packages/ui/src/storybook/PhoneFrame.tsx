import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A small phone's screen in CSS pixels: the width every mobile story is checked at. */
export const PHONE = { width: 375, height: 812 } as const;

export interface PhoneFrameProps {
  children: ReactNode;
  /**
   * 'column' (default): a 375 px wide column as tall as its content, for a component or a card.
   * 'device': a 375 × 812 screen that scrolls inside, with the page background and a border, for a
   * whole screen.
   */
  variant?: 'column' | 'device';
  /** Test id of the frame, for play functions that measure it. */
  testId?: string;
}

/**
 * The story phone frame: renders its children 375 px wide, so container queries and wrapping are
 * those of a phone. Use `withPhoneFrame()` as a story decorator.
 */
export function PhoneFrame({ children, variant = 'column', testId = 'phone-frame' }: PhoneFrameProps) {
  if (variant === 'device') {
    return (
      <Box
        data-testid={testId}
        sx={{
          width: PHONE.width,
          maxWidth: '100%',
          height: PHONE.height,
          mx: 'auto',
          overflowY: 'auto',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          p: 1.5,
        }}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box data-testid={testId} sx={{ width: PHONE.width, maxWidth: '100%', mx: 'auto' }}>
      {children}
    </Box>
  );
}

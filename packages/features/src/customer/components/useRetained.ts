import { useState } from 'react';

/**
 * The value, or while it is null the last value it had: a dialog keeps showing its content while
 * it fades out instead of going blank.
 */
export function useRetained<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}

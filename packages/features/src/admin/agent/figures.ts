/** How the agent screen writes the day's net: its direction and its sign, spelled out. */
import { formatBaht } from '@pp/ui';

import type { Satang } from '../../shared/money/money';

/** More in than out, more out than in, or even. */
export type NetDirection = 'in' | 'out' | 'even';

export const directionOf = (net: Satang): NetDirection => (net > 0 ? 'in' : net < 0 ? 'out' : 'even');

/** The net with its sign written out: `+฿1,250.00`, `-฿300.00`, `฿0.00`. */
export function signedBaht(satang: Satang): string {
  return satang > 0 ? `+${formatBaht(satang)}` : formatBaht(satang);
}

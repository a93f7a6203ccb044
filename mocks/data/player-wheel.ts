/**
 * The lucky wheel's fixtures (docs/player-api.md, 4.14 to 4.16): the setting (10 points a spin,
 * 8 segments whose weights add up to 100) and the demo player's past spins. Deterministic: the
 * spins come from a seeded PRNG, so every run and screenshot sees the same list.
 *
 * The demo player earned 416 points (฿41,600 of approved deposits in the demo history), spent 450
 * on 45 spins and won 69 (three 3-point and six 10-point prizes): 35 points left. The past spins
 * won no credit, so the demo wallet's history and balance stay as they are.
 */
import type { wheelWire } from '@pp/features/wire';

import { DEMO_PLAYER_ID } from './accounts';
import { HISTORY_REFERENCE_DATE, seededRandom } from './player-history';

/** The wheel: a spin costs 10 points; segments from the top, clockwise. */
export const wheelSetting: wheelWire.WheelSettingWire = {
  costPerSpin: 10,
  segments: [
    { label: 'เครดิต ฿20', prize: 'credit', value: 20, weight: 16, color: '#1e88e5' },
    { label: '3 แต้ม', prize: 'points', value: 3, weight: 20, color: '#ffb300' },
    { label: 'ไม่ได้รางวัล', prize: 'none', value: 0, weight: 18, color: '#5e35b1' },
    { label: 'เครดิต ฿50', prize: 'credit', value: 50, weight: 8, color: '#43a047' },
    { label: '10 แต้ม', prize: 'points', value: 10, weight: 12, color: '#e53935' },
    { label: 'เกือบแล้ว', prize: 'none', value: 0, weight: 18, color: '#00897b' },
    { label: 'เครดิต ฿100', prize: 'credit', value: 100, weight: 6, color: '#fb8c00' },
    { label: 'แจ็กพอต ฿500', prize: 'credit', value: 500, weight: 2, color: '#d81b60' },
  ],
};

/** Points per baht of approved deposits: 1 point per ฿100 (floor). */
export const SATANG_PER_POINT = 100 * 100;

/** Spin id: 'SP-<player>-<sequence>', sequence zero-padded to 4 digits. */
export function spinId(playerId: string, sequence: number): string {
  return `SP-${playerId}-${String(sequence).padStart(4, '0')}`;
}

const DEMO_SPINS = { small: 3, free: 6, none: 36 } as const;

/**
 * The demo player's 45 past spins, newest first, one every other day or so up to the last day of
 * the demo history: segment 1 (3 points) three times, segment 4 (10 points) six times, the two
 * `none` segments otherwise, in a seeded order.
 */
export function demoSpins(): wheelWire.WheelSpinWire[] {
  const random = seededRandom(45_2026);
  const segments = [
    ...Array<number>(DEMO_SPINS.small).fill(1),
    ...Array<number>(DEMO_SPINS.free).fill(4),
    ...Array.from({ length: DEMO_SPINS.none }, (_, i) => (i % 2 === 0 ? 2 : 5)),
  ];
  for (let i = segments.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [segments[i], segments[j]] = [segments[j] ?? 0, segments[i] ?? 0];
  }
  const end = Date.parse(`${HISTORY_REFERENCE_DATE}T12:00:00.000Z`);
  const total = segments.length;
  return segments
    .map((segmentIndex, i) => {
      const segment = wheelSetting.segments[segmentIndex];
      if (!segment) throw new Error(`No segment ${segmentIndex}`);
      const hoursBefore = (total - 1 - i) * 47 + Math.floor(random() * 5);
      return {
        id: spinId(DEMO_PLAYER_ID, i + 1),
        segmentIndex,
        label: segment.label,
        prize: segment.prize,
        value: segment.value,
        cost: wheelSetting.costPerSpin,
        createdAt: new Date(end - hoursBefore * 60 * 60 * 1000).toISOString(),
      };
    })
    .reverse();
}

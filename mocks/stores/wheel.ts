/**
 * The lucky wheel of the mock player API (docs/player-api.md, 4.16 to 4.18 and 5.6): each player's
 * spins, kept in `mockStorage()` under 'mock:wheel:<id>' like the wallets, and the spin itself.
 *
 * Points = 1 per ฿100 of approved deposits (floor) - points spent on spins + points won. The
 * segment is drawn by weight from a random source that tests and stories inject
 * (`setWheelRandom`); the default is seeded by the player and the spin's number, so a demo is
 * repeatable and every run of the contract test sees the same spin.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import type { wheelWire } from '@pp/features/wire';

import { DEMO_PLAYER_ID } from '../data/accounts';
import { seededRandom } from '../data/player-history';
import { demoSpins, SATANG_PER_POINT, spinId, wheelSetting } from '../data/player-wheel';
import { satangToBaht, SATANG_PER_BAHT } from '../lib/money';
import { mockStorage, readJson, readJsonStrict, StorageFailure, writeJson } from '../lib/persist';
import { creditWallet, getWallet } from './wallet';
import type { WalletState } from './wallet-rules';

type Spin = wheelWire.WheelSpinWire;
type Setting = wheelWire.WheelSettingWire;

/** One player's wheel as stored: every spin, newest first. */
export interface WheelState {
  playerId: string;
  spins: Spin[];
  /** Sequence number of the next spin id. */
  nextSeq: number;
}

/** How many spins `GET /wheel/history/{id}` lists. */
export const WHEEL_HISTORY_LENGTH = 20;

/** Thai messages of the wheel. */
export const wheelMessages = {
  notEnoughPoints: 'แต้มไม่พอสำหรับการหมุน',
  noSegments: 'กงล้อยังไม่เปิดให้หมุนในขณะนี้',
  prize: (label: string) => `รางวัลกงล้อนำโชค: ${label}`,
} as const;

const KEY_PREFIX = `${BROWSER_BACKEND_PREFIX}wheel:`;
const INDEX_KEY = `${BROWSER_BACKEND_PREFIX}wheel:index`;

/** Storage key of a player's wheel. */
export const wheelKey = (playerId: string): string => `${KEY_PREFIX}${playerId}`;

/** A number in [0, 1) for the spin numbered `spin` of `playerId`. */
export type WheelRandom = (draw: { playerId: string; spin: number }) => number;

/** The default source: seeded by the player id and the spin's number. */
export const seededWheelRandom: WheelRandom = ({ playerId, spin }) => {
  let hash = 2_166_136_261;
  for (const char of `${playerId}:${spin}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return seededRandom(hash)();
};

let random: WheelRandom = seededWheelRandom;

/** Replaces the random source of the draw (tests and stories: a fixed segment). */
export function setWheelRandom(next: WheelRandom): void {
  random = next;
}

/** A random source that always lands on segment `index` of `setting` (the middle of its weight). */
export function landOn(index: number, setting: Setting = wheelSetting): WheelRandom {
  const total = setting.segments.reduce((sum, segment) => sum + segment.weight, 0);
  const before = setting.segments.slice(0, index).reduce((sum, segment) => sum + segment.weight, 0);
  const weight = setting.segments[index]?.weight ?? 0;
  return () => (before + weight / 2) / total;
}

/** The segment a number in [0, 1) draws: each segment's chance is its weight over the total. */
export function drawSegment(setting: Setting, roll: number): number {
  const total = setting.segments.reduce((sum, segment) => sum + segment.weight, 0);
  let left = roll * total;
  for (const [index, segment] of setting.segments.entries()) {
    if (left < segment.weight) return index;
    left -= segment.weight;
  }
  return setting.segments.length - 1;
}

/** The wheel a player starts from: the demo's past spins, nothing for everyone else. */
export function initialWheel(playerId: string): WheelState {
  if (playerId !== DEMO_PLAYER_ID) return { playerId, spins: [], nextSeq: 1 };
  const spins = demoSpins();
  return { playerId, spins, nextSeq: spins.length + 1 };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSpin(value: unknown): value is Spin {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    Number.isSafeInteger(value.segmentIndex) &&
    typeof value.label === 'string' &&
    (value.prize === 'credit' || value.prize === 'points' || value.prize === 'none') &&
    typeof value.value === 'number' &&
    Number.isSafeInteger(value.cost) &&
    typeof value.createdAt === 'string'
  );
}

const isWheelState = (value: unknown): value is WheelState =>
  isRecord(value) &&
  typeof value.playerId === 'string' &&
  Number.isSafeInteger(value.nextSeq) &&
  Array.isArray(value.spins) &&
  value.spins.every(isSpin);

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A player's wheel; an unreadable stored one throws a `StorageFailure` and is left as it is. */
export function getWheel(playerId: string): WheelState {
  const key = wheelKey(playerId);
  const stored = readJsonStrict(key, isWheelState);
  if (stored === null) return initialWheel(playerId);
  if (stored.playerId !== playerId) throw new StorageFailure('corrupt', key);
  return stored;
}

function saveWheel(state: WheelState): void {
  const ids = readJson(INDEX_KEY, () => [], isIdList);
  if (!ids.includes(state.playerId)) writeJson(INDEX_KEY, [...ids, state.playerId]);
  writeJson(wheelKey(state.playerId), state);
}

/** Forgets every stored wheel and puts the default random source and clock back. */
export function resetWheels(): void {
  const store = mockStorage();
  for (const id of readJson(INDEX_KEY, () => [], isIdList)) store.removeItem(wheelKey(id));
  store.removeItem(INDEX_KEY);
  random = seededWheelRandom;
  clock = () => new Date();
}

/** How a player's points add up (the body of `GET /wheel/points/{id}`). */
export function pointsOf(wallet: WalletState, wheel: WheelState): wheelWire.WheelPointsWire {
  const depositedSatang = wallet.history
    .filter((tx) => tx.type === 'deposit' && tx.status === 'approved')
    .reduce((sum, tx) => sum + tx.amountSatang, 0);
  const earned = Math.floor(depositedSatang / SATANG_PER_POINT);
  const spent = wheel.spins.reduce((sum, spin) => sum + spin.cost, 0);
  const won = wheel.spins
    .filter((spin) => spin.prize === 'points')
    .reduce((sum, spin) => sum + spin.value, 0);
  return { playerId: wallet.playerId, points: Math.max(0, earned - spent + won), earned, spent, won };
}

/** A player's points now. */
export const wheelPoints = (playerId: string): wheelWire.WheelPointsWire =>
  pointsOf(getWallet(playerId), getWheel(playerId));

/** The last `WHEEL_HISTORY_LENGTH` spins, newest first. */
export const wheelHistory = (playerId: string): Spin[] =>
  getWheel(playerId).spins.slice(0, WHEEL_HISTORY_LENGTH);

/** What a spin did, or why it was refused. */
export type SpinOutcome =
  | { ok: true; result: wheelWire.SpinResultWire }
  | { ok: false; code: 'points.insufficient' | 'wheel.closed'; message: string };

let clock: () => Date = () => new Date();

/** Replaces the clock that stamps new spins (tests pin it). */
export function setWheelClock(next: () => Date): void {
  clock = next;
}

/**
 * Spins once for a player: refuses without enough points; otherwise spends the cost, draws the
 * segment, records the spin, and pays the prize (credit: a `prize` row in the wallet; points:
 * counted from the spin). The caller holds the wallet lock (`withWalletLock`).
 */
export function spinWheel(playerId: string, setting: Setting = wheelSetting): SpinOutcome {
  if (setting.segments.length === 0)
    return { ok: false, code: 'wheel.closed', message: wheelMessages.noSegments };
  const wheel = getWheel(playerId);
  const before = pointsOf(getWallet(playerId), wheel);
  if (before.points < setting.costPerSpin) {
    return { ok: false, code: 'points.insufficient', message: wheelMessages.notEnoughPoints };
  }
  const segmentIndex = drawSegment(setting, random({ playerId, spin: wheel.nextSeq }));
  const segment = setting.segments[segmentIndex];
  if (!segment) throw new Error(`No segment ${segmentIndex}`);
  const spin: Spin = {
    id: spinId(playerId, wheel.nextSeq),
    segmentIndex,
    label: segment.label,
    prize: segment.prize,
    value: segment.value,
    cost: setting.costPerSpin,
    createdAt: clock().toISOString(),
  };
  const next: WheelState = { ...wheel, spins: [spin, ...wheel.spins], nextSeq: wheel.nextSeq + 1 };
  // The wallet is written last: a wheel that cannot be stored leaves the balance untouched.
  saveWheel(next);
  const wallet =
    segment.prize === 'credit'
      ? creditWallet(
          playerId,
          'prize',
          Math.round(segment.value * SATANG_PER_BAHT),
          wheelMessages.prize(segment.label),
        )
      : null;
  const walletAfter = wallet?.ok ? wallet.state : getWallet(playerId);
  return {
    ok: true,
    result: {
      segmentIndex,
      prize: { type: segment.prize, value: segment.value, label: segment.label },
      points: pointsOf(walletAfter, next).points,
      balance: satangToBaht(walletAfter.balanceSatang),
    },
  };
}

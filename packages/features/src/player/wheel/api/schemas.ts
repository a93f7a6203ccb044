/**
 * The lucky wheel's bodies as yup schemas (docs/player-api.md, 4.16 to 4.18 and 5.6): the setting,
 * the player's points, the last spins and the spin's answer. Prizes travel as baht (`credit`) or
 * whole points (`points`); endpoints.ts turns credit into satang. The mock builds its answers
 * from these types; the contract test checks them against the document.
 */
import * as yup from 'yup';

import { HEX_COLOUR } from '../../../shared/api/links';
import { bahtSchema, datetimeSchema, oneOf } from '../../../shared/wire/fields';
import { arrayOf, dataOf, listOf, record } from '../../../shared/wire/read';

/** What a segment pays: credit to the balance (baht), points back, or nothing. */
export const PRIZE_TYPES = ['credit', 'points', 'none'] as const;

/** A whole number of points, never negative. */
const pointsSchema = yup.number().required().integer().min(0);

/** One segment of the wheel, in drawing order from the top, clockwise. */
export const wheelSegmentSchema = record({
  /** Thai, written on the segment. */
  label: yup.string().required(),
  prize: oneOf(PRIZE_TYPES),
  /** Baht for `credit`, points for `points`, 0 for `none`. */
  value: bahtSchema,
  /** Relative chance of the draw. */
  weight: yup.number().required().min(0),
  /** Fill, hex (it goes into the SVG as it is). */
  color: yup.string().required().matches(HEX_COLOUR),
});

/**
 * `GET /setting/wheel`: the cost of a spin and the segments. Every segment must be well formed
 * (the server's `segmentIndex` points into this list, so a dropped row would move the prizes).
 */
export const wheelSettingSchema = record({
  costPerSpin: pointsSchema,
  segments: arrayOf(wheelSegmentSchema),
});

/** `GET /wheel/points/{id}`: the points to spend, and how they add up. */
export const wheelPointsSchema = record({
  playerId: yup.string().required(),
  /** earned - spent + won. */
  points: pointsSchema,
  /** 1 point per ฿100 of approved deposits (floor). */
  earned: pointsSchema,
  /** Spent on spins. */
  spent: pointsSchema,
  /** Won on the wheel. */
  won: pointsSchema,
});

/** One spin of the history, newest first. */
export const wheelSpinSchema = record({
  id: yup.string().required(),
  segmentIndex: pointsSchema,
  /** The segment's label when it was drawn. */
  label: yup.string().required(),
  prize: oneOf(PRIZE_TYPES),
  value: bahtSchema,
  /** Points the spin cost. */
  cost: pointsSchema,
  createdAt: datetimeSchema,
});

/** The prize of a spin. */
export const wheelPrizeSchema = record({
  type: oneOf(PRIZE_TYPES),
  value: bahtSchema,
  label: yup.string().required(),
});

/** `POST /wheel/spin/{id}`: where the wheel stops, what it paid, the new figures. */
export const spinResultSchema = record({
  segmentIndex: pointsSchema,
  prize: wheelPrizeSchema,
  /** Points after the spin. */
  points: pointsSchema,
  /** Balance after the spin, baht. */
  balance: bahtSchema,
});

/** The wheel's responses, keyed like `playerPaths`. */
export const wheelResponses = {
  wheelSetting: dataOf(wheelSettingSchema),
  wheelPoints: dataOf(wheelPointsSchema),
  wheelHistory: dataOf(listOf(wheelSpinSchema)),
  spinWheel: dataOf(spinResultSchema),
} as const;

export type PrizeType = (typeof PRIZE_TYPES)[number];
export type WheelSegmentWire = yup.InferType<typeof wheelSegmentSchema>;
export type WheelSettingWire = yup.InferType<typeof wheelSettingSchema>;
export type WheelPointsWire = yup.InferType<typeof wheelPointsSchema>;
export type WheelSpinWire = yup.InferType<typeof wheelSpinSchema>;
export type SpinResultWire = yup.InferType<typeof spinResultSchema>;

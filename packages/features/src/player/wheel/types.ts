/** The lucky wheel as the screen uses it: money in satang, prizes as a tagged union. */
import type { Satang } from '../../shared/money/money';

/** What a segment pays. */
export type Prize =
  { type: 'credit'; amountSatang: Satang } | { type: 'points'; points: number } | { type: 'none' };

export interface WheelSegment {
  /** Thai, written on the segment. */
  label: string;
  prize: Prize;
  weight: number;
  /** Hex fill. */
  color: string;
}

export interface WheelSetting {
  costPerSpin: number;
  segments: WheelSegment[];
}

export interface WheelPoints {
  points: number;
  earned: number;
  spent: number;
  won: number;
}

export interface WheelSpin {
  id: string;
  segmentIndex: number;
  label: string;
  prize: Prize;
  cost: number;
  createdAt: string;
}

/** What the server drew: where the wheel stops, the prize, the figures after the spin. */
export interface SpinResult {
  segmentIndex: number;
  label: string;
  prize: Prize;
  points: number;
  balanceSatang: Satang;
}

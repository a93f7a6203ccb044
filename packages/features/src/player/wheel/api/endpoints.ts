/**
 * The lucky wheel's calls (docs/player-api.md, 4.16 to 4.18 and 5.6), read through the schemas of
 * schemas.ts; credit prizes and the balance become satang.
 */
import { playerPaths } from '../../../shared/api/endpoints';
import type { ApiClient } from '../../../shared/api/http';
import { bahtToSatang } from '../../../shared/money/money';
import { readBody } from '../../../shared/wire/read';
import type { WriteOptions } from '../../api/endpoints';
import type { Prize, SpinResult, WheelPoints, WheelSetting, WheelSpin } from '../types';
import { wheelResponses, type PrizeType } from './schemas';

/** A prize of the wire (type and value: baht or points) as the screen uses it. */
export function toPrize(type: PrizeType, value: number): Prize {
  if (type === 'credit') return { type, amountSatang: bahtToSatang(value) };
  if (type === 'points') return { type, points: value };
  return { type };
}

export async function fetchWheelSetting(client: ApiClient, signal?: AbortSignal): Promise<WheelSetting> {
  const { data } = await client.get<unknown>(playerPaths.wheelSetting, { signal });
  const { costPerSpin, segments } = readBody(wheelResponses.wheelSetting, data).data;
  return {
    costPerSpin,
    segments: segments.map(({ label, prize, value, weight, color }) => ({
      label,
      prize: toPrize(prize, value),
      weight,
      color,
    })),
  };
}

export async function fetchWheelPoints(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<WheelPoints> {
  const { data } = await client.get<unknown>(playerPaths.wheelPoints(playerId), { signal });
  const { points, earned, spent, won } = readBody(wheelResponses.wheelPoints, data).data;
  return { points, earned, spent, won };
}

export async function fetchWheelHistory(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<WheelSpin[]> {
  const { data } = await client.get<unknown>(playerPaths.wheelHistory(playerId), { signal });
  return readBody(wheelResponses.wheelHistory, data).data.map(({ prize, value, ...rest }) => ({
    ...rest,
    prize: toPrize(prize, value),
  }));
}

/** POST /wheel/spin/{id} (no body) -> where the wheel stops and what it paid. */
export async function postSpin(
  client: ApiClient,
  playerId: string,
  { signal, idempotencyKey }: WriteOptions = {},
): Promise<SpinResult> {
  const { data } = await client.post<unknown>(playerPaths.spinWheel(playerId), undefined, {
    signal,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
  const { segmentIndex, prize, points, balance } = readBody(wheelResponses.spinWheel, data).data;
  return {
    segmentIndex,
    label: prize.label,
    prize: toPrize(prize.type, prize.value),
    points,
    balanceSatang: bahtToSatang(balance),
  };
}

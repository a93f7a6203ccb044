import { delay } from 'msw';

/**
 * Simulated server latency. The spec's mock login/register wait 500 ms; the app turns that on,
 * stories and tests keep it at 0 so they stay fast and deterministic.
 */
let latencyMs = 0;

export function setMockLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export function mockLatency(): number {
  return latencyMs;
}

/** Awaited by handlers that the spec says are slow (login, register). */
export async function simulatedLatency(): Promise<void> {
  if (latencyMs > 0) await delay(latencyMs);
}

import { delay } from 'msw';

/**
 * Simulated server latency. The mock's login and register wait 500 ms in the app (README,
 * "Settings": `VITE_MOCK_LATENCY_MS`);
 * stories and tests keep it at 0 so they stay fast and deterministic.
 */
let latencyMs = 0;

export function setMockLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export function mockLatency(): number {
  return latencyMs;
}

/** Awaited by the handlers that are slow on purpose (login, register). */
export async function simulatedLatency(): Promise<void> {
  if (latencyMs > 0) await delay(latencyMs);
}

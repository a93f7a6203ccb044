/**
 * Benchmark page of the history screen with 10,000 records (bundled for production and run in
 * Chromium by `node packages/features/src/player/bench/run.mjs`). Not part of the app.
 *
 * The player API is answered in memory by a stand-in `fetch`; each run mounts a fresh screen and
 * measures, from the moment the 10,000 records are handed over:
 * - rows: until the first page of rows is in the DOM (parse, filter, sort, page, React render and commit);
 * - painted: until the frame after that (layout and paint included).
 * Then page changes and a sort, each until the DOM shows the new first row.
 */
import { ThemeCustomization } from '@pp/ui';
import { createStore, Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';

import { tokenAtom } from '../../shared/session/token';
import { sessionUserAtom } from '../../shared/session/user';
import { HistoryScreen } from '../HistoryScreen';
import { DEMO_PLAYER, generatedHistory } from '../storyKit';

const rows = generatedHistory(10_000);
const withdrawals = rows.filter((row) => row.type === 'withdraw');
let handedOver = 0;

/** An answer holding the records already parsed: `json()`, which the API client reads, hands them over. */
class InMemoryAnswer extends Response {
  constructor(private readonly payload: unknown) {
    super(null, { headers: { 'Content-Type': 'application/json' } });
  }

  override json(): Promise<unknown> {
    handedOver = performance.now();
    return Promise.resolve(this.payload);
  }
}

globalThis.fetch = (input) =>
  new Promise((resolve) => {
    const url = input instanceof Request ? input.url : String(input);
    const data = url.includes('withdrawhistory')
      ? { data: withdrawals }
      : url.includes('history')
        ? { data: rows }
        : {};
    setTimeout(() => resolve(new InMemoryAnswer(data)), 0);
  });

const nextFrame = () =>
  new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)));

/** Resolves when `check` holds on the container (checked after every DOM change). */
function when(container: HTMLElement, check: () => boolean): Promise<number> {
  return new Promise((done) => {
    if (check()) return done(performance.now());
    const observer = new MutationObserver(() => {
      if (check()) {
        observer.disconnect();
        done(performance.now());
      }
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

const firstRowId = (container: HTMLElement) =>
  container.querySelector('tbody tr')?.querySelectorAll('p')[2]?.textContent ?? '';

export interface Sample {
  rows: number;
  painted: number;
  nextPage: number;
  lastPage: number;
  sortByAmount: number;
}

async function once(): Promise<Sample> {
  const container = document.createElement('div');
  container.style.width = '1200px';
  document.body.append(container);
  const store = createStore();
  store.set(tokenAtom, 'bench-token');
  store.set(sessionUserAtom, DEMO_PLAYER);
  const root = createRoot(container);
  root.render(
    <Provider store={store}>
      <ThemeCustomization>
        <MemoryRouter initialEntries={['/player/history']}>
          <HistoryScreen />
        </MemoryRouter>
      </ThemeCustomization>
    </Provider>,
  );
  const rowsAt = await when(container, () => container.querySelectorAll('tbody tr').length === 10);
  const start = handedOver;
  const paintedAt = await nextFrame();

  const click = async (label: string) => {
    const before = firstRowId(container);
    const button = container.querySelector<HTMLElement>(`[aria-label="${label}"]`);
    const clicked = performance.now();
    button?.click();
    const changed = await when(container, () => firstRowId(container) !== before);
    return changed - clicked;
  };
  const nextPage = await click('หน้าถัดไป');
  const lastPage = await click('หน้าสุดท้าย');
  const sortButton = [...container.querySelectorAll<HTMLElement>('th .MuiTableSortLabel-root')][1];
  const before = firstRowId(container);
  const sortClicked = performance.now();
  sortButton?.click();
  const sorted = await when(container, () => firstRowId(container) !== before);

  root.unmount();
  container.remove();
  return {
    rows: rowsAt - start,
    painted: paintedAt - start,
    nextPage,
    lastPage,
    sortByAmount: sorted - sortClicked,
  };
}

declare global {
  interface Window {
    runHistoryBench: (runs: number) => Promise<Sample[]>;
  }
}

window.runHistoryBench = async (runs) => {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await once());
  return samples;
};

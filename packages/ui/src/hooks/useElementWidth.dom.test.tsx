import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { useElementWidth } from './useElementWidth';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

function Measured({ onWidth }: { onWidth: (width: number | undefined) => void }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  onWidth(width);
  return <div ref={ref} style={{ width: '100%', height: 10 }} />;
}

function mount(widthPx: number) {
  const seen: (number | undefined)[] = [];
  container = document.createElement('div');
  container.style.width = `${widthPx}px`;
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  act(() => mounted.render(<Measured onWidth={(width) => seen.push(width)} />));
  return seen;
}

describe('useElementWidth', () => {
  it('is undefined until measured, then the element width in whole pixels', async () => {
    const seen = mount(300.4);
    expect(seen[0]).toBeUndefined();
    await expect.poll(() => seen.at(-1)).toBe(300);
  });

  it('follows the element when it resizes', async () => {
    const seen = mount(300);
    await expect.poll(() => seen.at(-1)).toBe(300);
    if (container) container.style.width = '180px';
    await expect.poll(() => seen.at(-1)).toBe(180);
  });

  it('stops observing when unmounted', async () => {
    const original = window.ResizeObserver;
    let live = 0;
    window.ResizeObserver = class extends original {
      override observe(target: Element, options?: ResizeObserverOptions) {
        live += 1;
        super.observe(target, options);
      }
      override disconnect() {
        live -= 1;
        super.disconnect();
      }
    };
    try {
      const seen = mount(240);
      await expect.poll(() => seen.at(-1)).toBe(240);
      expect(live).toBe(1);
      act(() => root?.unmount());
      root = undefined;
      expect(live).toBe(0);
    } finally {
      window.ResizeObserver = original;
    }
  });
});

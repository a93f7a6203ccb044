import { describe, expect, it } from 'vitest';

import { renderInDom } from '../testing/renderInDom';
import { useElementWidth } from './useElementWidth';

function Measured({ onWidth }: { onWidth: (width: number | undefined) => void }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  onWidth(width);
  return <div ref={ref} style={{ width: '100%', height: 10 }} />;
}

function mount(widthPx: number) {
  const seen: (number | undefined)[] = [];
  const view = renderInDom(<Measured onWidth={(width) => seen.push(width)} />, { width: `${widthPx}px` });
  return { seen, ...view };
}

describe('useElementWidth', () => {
  it('is undefined until measured, then the element width in whole pixels', async () => {
    const { seen } = mount(300.4);
    expect(seen[0]).toBeUndefined();
    await expect.poll(() => seen.at(-1)).toBe(300);
  });

  it('follows the element when it resizes', async () => {
    const { seen, container } = mount(300);
    await expect.poll(() => seen.at(-1)).toBe(300);
    container.style.width = '180px';
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
      const { seen, unmount } = mount(240);
      await expect.poll(() => seen.at(-1)).toBe(240);
      expect(live).toBe(1);
      unmount();
      expect(live).toBe(0);
    } finally {
      window.ResizeObserver = original;
    }
  });
});

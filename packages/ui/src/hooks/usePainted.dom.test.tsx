import { describe, expect, it } from 'vitest';

import { renderInDom } from '../testing/renderInDom';
import { usePainted } from './usePainted';

function Probe({ onRender }: { onRender: (painted: boolean) => void }) {
  const painted = usePainted();
  onRender(painted);
  return <div />;
}

describe('usePainted', () => {
  it('is false for the first render, true once a frame has been painted', async () => {
    const seen: boolean[] = [];
    let framesAtFirstTrue = -1;
    let frames = 0;
    const count = () => {
      frames += 1;
      if (frames < 10) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    renderInDom(
      <Probe
        onRender={(painted) => {
          seen.push(painted);
          if (painted && framesAtFirstTrue < 0) framesAtFirstTrue = frames;
        }}
      />,
    );
    expect(seen[0]).toBe(false);
    await expect.poll(() => seen.at(-1)).toBe(true);
    // Not in the commit's own task: after at least one animation frame.
    expect(framesAtFirstTrue).toBeGreaterThanOrEqual(1);
  });

  it('sets nothing after an unmount before the paint', async () => {
    const seen: boolean[] = [];
    const view = renderInDom(<Probe onRender={(painted) => seen.push(painted)} />);
    view.unmount();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(seen).toEqual([false]);
  });
});

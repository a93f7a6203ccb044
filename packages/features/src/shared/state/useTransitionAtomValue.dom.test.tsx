import { renderInDom } from '@pp/ui/testing';
import { atom, createStore, Provider, type Atom } from 'jotai';
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { useTransitionAtomValue } from './useTransitionAtomValue';

/** Every value the component rendered, in order. */
function renderValues<T>(store: ReturnType<typeof createStore>, initial: Atom<T>) {
  const seen: T[] = [];
  function Probe({ of }: { of: Atom<T> }) {
    const value = useTransitionAtomValue(of);
    seen.push(value);
    return <output>{String(value)}</output>;
  }
  const wrap = (node: ReactNode) => <Provider store={store}>{node}</Provider>;
  const view = renderInDom(wrap(<Probe of={initial} />));
  return {
    seen,
    text: () => view.container.textContent,
    rerender: (next: Atom<T>) => view.rerender(wrap(<Probe of={next} />)),
    unmount: view.unmount,
  };
}

describe('useTransitionAtomValue', () => {
  it('renders the value the store holds on the first render', () => {
    const store = createStore();
    const count = atom(7);
    const view = renderValues(store, count);
    expect(view.seen[0]).toBe(7);
    expect(view.text()).toBe('7');
  });

  it('shows every later value, the last one last', async () => {
    const store = createStore();
    const count = atom(0);
    const view = renderValues(store, count);
    await act(async () => {
      store.set(count, 1);
      store.set(count, 2);
    });
    expect(view.text()).toBe('2');
    await act(async () => store.set(count, 3));
    expect(view.text()).toBe('3');
    expect(view.seen.at(-1)).toBe(3);
  });

  it('renders a newly given atom at once, never the previous atom for a frame', () => {
    const store = createStore();
    const first = atom('first');
    const second = atom('second');
    const view = renderValues(store, first);
    const before = view.seen.length;
    view.rerender(second);
    expect(view.seen.slice(before)).not.toContain('first');
    expect(view.text()).toBe('second');
  });

  it('stops listening when unmounted', async () => {
    const store = createStore();
    const count = atom(0);
    let listened = 0;
    const watched = atom((get) => {
      listened += 1;
      return get(count);
    });
    renderValues(store, watched).unmount();
    const afterUnmount = listened;
    await act(async () => store.set(count, 5));
    // Nothing subscribed any more: the derived atom is not recomputed by the write.
    expect(listened).toBe(afterUnmount);
  });
});

/**
 * For DOM tests (`*.dom.test.tsx`, Vitest in Chromium): renders React into a real element under
 * `act`, and unmounts and removes it after each test.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<{ root: Root; container: HTMLElement }>();

afterEach(() => {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
});

export interface RenderedInDom {
  container: HTMLElement;
  rerender: (node: ReactNode) => void;
  unmount: () => void;
}

/** Renders `node` into a new element appended to the body; `style` sizes that element. */
export function renderInDom(node: ReactNode, style: Partial<CSSStyleDeclaration> = {}): RenderedInDom {
  const container = document.createElement('div');
  Object.assign(container.style, style);
  document.body.append(container);
  const root = createRoot(container);
  const entry = { root, container };
  mounted.add(entry);
  act(() => root.render(node));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      mounted.delete(entry);
    },
  };
}

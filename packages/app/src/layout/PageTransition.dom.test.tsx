import { renderInDom } from '@pp/ui/testing';
import { act, useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PageTransition } from './PageTransition';

const router = { navigate: (_path: string): void => undefined };

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/first']}>
      <Navigator />
      <PageTransition>
        <div style={{ height: 5000 }}>page</div>
      </PageTransition>
    </MemoryRouter>
  );
}

const scrolledTo = (top: number) =>
  new Promise<void>((resolve) => {
    window.addEventListener('scroll', () => resolve(), { once: true });
    window.scrollTo({ top, behavior: 'instant' });
  });

describe('PageTransition', () => {
  beforeEach(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the first page of a visit at once, and fades the next ones in (and back to the first)', () => {
    const { container } = renderInDom(<App />);
    // The rule, not the computed style: the test browser may ask for reduced motion.
    const fades = () => {
      const classes = [...(container.firstElementChild?.classList ?? [])].map((name) => `.${name}`);
      return [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .some(
          (rule) => classes.some((name) => rule.cssText.startsWith(name)) && /animation:/.test(rule.cssText),
        );
    };
    expect(fades()).toBe(false);
    act(() => router.navigate('/second'));
    expect(fades()).toBe(true);
    act(() => router.navigate('/first'));
    expect(fades()).toBe(true);
  });

  it('does not scroll (nor lay the new page out) when the window is at the top', () => {
    renderInDom(<App />);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    act(() => router.navigate('/second'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls back to the top on a navigation once the window was scrolled', async () => {
    renderInDom(<App />);
    await scrolledTo(400);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    act(() => router.navigate('/second'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

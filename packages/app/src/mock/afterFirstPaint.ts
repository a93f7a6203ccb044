/**
 * Resolves once the browser has painted the first content (the First Contentful Paint entry), or
 * after `timeoutMs` where that never comes (a tab opened in the background paints nothing).
 * The mock backend starts then, so its download and start-up never hold back the first screen.
 */
export function afterFirstPaint(timeoutMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = window.setTimeout(done, timeoutMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}

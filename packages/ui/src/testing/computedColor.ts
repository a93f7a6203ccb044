/** A CSS colour as the browser computes it, to compare with what an element shows (stories, tests). */
export function computedColor(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** How far outside the screen an element counts as near: a phone's screen or so ahead of the reader. */
export const nearMargin = '600px 0px';

/**
 * Calls `onNear` once, when any of `elements` comes within `nearMargin` of
 * the screen; at once where the browser cannot tell (no IntersectionObserver).
 * Returns a function that stops watching.
 */
export function whenNearScreen(elements: readonly Element[], onNear: () => void): () => void {
  if (elements.length === 0) return () => undefined;
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    {rootMargin: nearMargin},
  );
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}

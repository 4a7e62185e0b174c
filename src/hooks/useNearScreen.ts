import {useEffect, useRef, useState, type RefObject} from 'react';

/** How far outside the screen an element counts as near: a phone's screen or so ahead of the reader. */
export const nearMargin = '600px 0px';

/**
 * Whether the element behind the returned ref has come within `nearMargin` of
 * the screen. Once true, it stays true.
 */
export function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      {rootMargin: nearMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

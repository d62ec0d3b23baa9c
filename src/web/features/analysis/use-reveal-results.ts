import { useEffect, useRef } from 'react';

/**
 * After "Analisar" or a photo, the items render below the fold (y ≈ 1,200 px on a 900 px window, issue 25):
 * each new `signal` scrolls the results to the top of the window and moves focus to their heading, so keyboard
 * and screen-reader users land on them too. Motion follows the person's "reduce motion" setting.
 */
export function useRevealResults(signal: number) {
  const regionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (signal === 0) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    headingRef.current?.focus({ preventScroll: true });
    regionRef.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [signal]);
  return { regionRef, headingRef };
}

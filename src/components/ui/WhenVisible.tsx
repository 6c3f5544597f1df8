import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

/**
 * Renders `children` once its place comes near the screen, with a spinner until then: what Astro's
 * `client:visible` does for an island, for a part of an island whose code is loaded lazily.
 */
export function WhenVisible({ children, label }: { children: ReactNode; label: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const waiting = <Spinner label={label} />;
  return <div ref={place}>{near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}</div>;
}

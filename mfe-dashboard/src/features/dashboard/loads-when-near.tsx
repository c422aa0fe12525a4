import { Suspense, useRef, type ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { useNearViewport } from './chart/use-near-viewport';

export type LoadsWhenNearProps = {
  /** What the placeholder announces while it waits ("Loading the … of BTC"). */
  label: string;
  /** The placeholder's height: about the part's own, so nothing below it moves when it arrives. */
  height: number;
  /** A lazily loaded part: rendered, and so fetched, once its place comes within 300 px of the viewport. */
  children: ReactNode;
  className?: string;
};

/**
 * The place of a part below the fold of every screen: its code and its calls load once the place comes near the
 * viewport, with a placeholder of its size until then (docs/decisions/111-work-that-waits-for-first-use.md).
 */
export function LoadsWhenNear({ label, height, children, className }: LoadsWhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, 300);
  const waiting = <Skeleton label={label} height={height} />;
  return (
    <div ref={place} className={className}>
      {near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}
    </div>
  );
}

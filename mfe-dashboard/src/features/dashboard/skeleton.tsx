import { Skeleton as Shape } from '@sentiscope/shared/ui';

/** A placeholder in the shape of what is loading, announced as loading. */
export function Skeleton({ label, height = 40 }: { label: string; height?: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <Shape $height={`${height}px`} $radius="12px" />
    </div>
  );
}

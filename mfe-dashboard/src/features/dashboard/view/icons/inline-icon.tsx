import type { ReactNode } from 'react';

export type InlineIconProps = { size: number; children: ReactNode };

/**
 * A line icon drawn in place, in the design system's icon style (24-unit grid, 2-unit round strokes in the text's
 * colour), so the dashboard's first load carries no icon library: the two icons it shows are a few bytes each.
 * Decoration only: the control beside it carries the words.
 */
export function InlineIcon({ size, children }: InlineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

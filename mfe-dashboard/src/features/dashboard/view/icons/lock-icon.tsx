import { InlineIcon } from './inline-icon';

/** A closed padlock: an asset the member's plan does not open. */
export function LockIcon({ size }: { size: number }) {
  return (
    <InlineIcon size={size}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M7.5 11V7.5a4.5 4.5 0 0 1 9 0V11" />
    </InlineIcon>
  );
}

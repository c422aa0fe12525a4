import { InlineIcon } from './inline-icon';

/** A five-pointed star (its fill follows the CSS `fill`: outlined until the asset is watched). */
export function StarIcon({ size }: { size: number }) {
  return (
    <InlineIcon size={size}>
      <polygon points="12,2.6 14.47,9.2 21.51,9.51 15.99,13.9 17.88,20.69 12,16.8 6.12,20.69 8.01,13.9 2.49,9.51 9.53,9.2" />
    </InlineIcon>
  );
}

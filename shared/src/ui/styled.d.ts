import 'styled-components';
import type { Theme } from './theme';

// Declaration merging needs an interface here; every styled component then sees the typed theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

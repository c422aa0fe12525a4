import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from '@sentiscope/shared/ui';

function Providers({ children }: { children?: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}

/** A component on its own, with the design system and its toast host. */
export const renderWithTheme = (ui: ReactElement) => render(ui, { wrapper: Providers });

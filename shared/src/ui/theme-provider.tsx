import { createContext, useContext, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ColorSchemeContext } from './color-scheme';
import { GlobalStyle } from './global-style';
import { themes, type Theme } from './theme';
import { ToastHost } from './toasts';
import { useSchemeState } from './use-scheme-state';

// A remote mounted inside the shell finds the shell's provider and must not add a second toast host or global sheet.
const UiProviderPresence = createContext(false);

export type UiProviderProps = {
  children?: ReactNode;
  /** A fixed theme (tests, previews); without it the visitor's light/dark choice or the system setting decides. */
  theme?: Theme;
};

function RootProvider({ children, theme }: UiProviderProps) {
  const schemeState = useSchemeState();
  const active = theme ?? themes[schemeState.scheme];
  return (
    <UiProviderPresence.Provider value>
      <ColorSchemeContext.Provider value={schemeState}>
        <ThemeProvider theme={active}>
          <GlobalStyle />
          <ToastHost />
          {children}
        </ThemeProvider>
      </ColorSchemeContext.Provider>
    </UiProviderPresence.Provider>
  );
}

export function UiProvider({ children, theme }: UiProviderProps) {
  const nested = useContext(UiProviderPresence);
  if (nested) return theme ? <ThemeProvider theme={theme}>{children}</ThemeProvider> : <>{children}</>;
  return <RootProvider theme={theme}>{children}</RootProvider>;
}

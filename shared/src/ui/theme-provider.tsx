import { createContext, useContext, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme as defaultTheme, type Theme } from './theme';
import { ToastHost } from './toasts';

// A remote mounted inside the shell finds the shell's provider and must not add a second toast host or global sheet.
const UiProviderPresence = createContext(false);

export type UiProviderProps = {
  children?: ReactNode;
  theme?: Theme;
};

export function UiProvider({ children, theme = defaultTheme }: UiProviderProps) {
  const nested = useContext(UiProviderPresence);
  if (nested) return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return (
    <UiProviderPresence.Provider value>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastHost />
        {children}
      </ThemeProvider>
    </UiProviderPresence.Provider>
  );
}

/// <reference path="./styled.d.ts" />
export { theme, media, type Theme, type ThemeColor } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider, type UiProviderProps } from './theme-provider';
export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { LinkButton, type LinkButtonProps } from './link-button';
export { Loader, type LoaderProps } from './loader';
export { ToastHost, notify, TOAST_CONTAINER_ID } from './toasts';

/// <reference path="./styled.d.ts" />
export { theme, media, type Theme, type ThemeColor } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider, type UiProviderProps } from './theme-provider';
export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { LinkButton, type LinkButtonProps } from './link-button';
export { Modal, type ModalProps, type ModalSize } from './modal';
export { Loader, type LoaderProps } from './loader';
export { LoadingScreen, DEFAULT_LOADING_TIPS, type LoadingScreenProps } from './loading-screen';
export { ToastHost, notify, TOAST_CONTAINER_ID } from './toasts';
export { TextField, type TextFieldProps } from './text-field';
export { Checkbox, type CheckboxProps } from './checkbox';

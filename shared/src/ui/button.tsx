import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { ButtonContent } from './button-content';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';
import { LinkButton, type LinkButtonProps } from './link-button';

export type { ButtonSize, ButtonVariant };

export type ButtonAsButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  to?: undefined;
  type?: 'button' | 'submit' | 'reset';
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

// Passing `to` turns the button into a router link styled the same way.
export type ButtonProps = ButtonAsButtonProps | LinkButtonProps;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export function Button(props: ButtonProps) {
  if (props.to !== undefined) return <LinkButton {...props} />;
  const { variant = 'primary', size = 'md', loading = false, fullWidth = false, disabled, type = 'button', children, onClick, ...rest } =
    props;
  // While loading the button refuses presses but stays focusable: a disabled button would drop a keyboard user's focus
  // to the page's start at the moment they pressed it.
  const busy = loading && !disabled;
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $inactive={false}
    >
      <ButtonContent variant={variant} loading={loading}>
        {children}
      </ButtonContent>
    </StyledButton>
  );
}

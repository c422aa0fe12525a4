import type { MouseEvent, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '@sentiscope/shared/router';
import styled from 'styled-components';
import { ButtonContent } from './button-content';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

export type LinkButtonProps = Omit<LinkProps, 'to'> & {
  to: LinkProps['to'];
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

// An anchor cannot be disabled natively, so a busy or disabled link button refuses the click itself.
export function LinkButton(props: LinkButtonProps) {
  const { variant = 'primary', size = 'md', loading = false, fullWidth = false, disabled = false, onClick, children, ...rest } =
    props;
  const inactive = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledLink
      {...rest}
      onClick={handleClick}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      tabIndex={inactive ? -1 : rest.tabIndex}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $inactive={inactive}
    >
      <ButtonContent variant={variant} loading={loading}>
        {children}
      </ButtonContent>
    </StyledLink>
  );
}

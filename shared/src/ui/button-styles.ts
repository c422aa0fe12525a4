import { css, keyframes, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'login' | 'upgrade' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $inactive: boolean;
};

type VariantPalette = { background: string; hover: string; text: string; border: string };

const palette = (theme: DefaultTheme, variant: ButtonVariant): VariantPalette => {
  const { colors } = theme;
  switch (variant) {
    case 'secondary':
      return { background: colors.secondary, hover: colors.secondaryHover, text: colors.text, border: colors.border };
    case 'ghost':
      return { background: 'transparent', hover: colors.ghostHover, text: colors.text, border: 'transparent' };
    case 'link':
      return { background: 'transparent', hover: 'transparent', text: colors.link, border: 'transparent' };
    case 'danger':
      return { background: colors.danger, hover: colors.dangerHover, text: colors.onAccent, border: colors.danger };
    case 'success':
      return { background: colors.success, hover: colors.successHover, text: colors.onAccent, border: colors.success };
    case 'login':
      return { background: colors.login, hover: colors.loginHover, text: colors.onAccent, border: colors.login };
    case 'upgrade':
      return {
        background: `linear-gradient(135deg, ${colors.upgrade}, ${colors.upgradeAccent})`,
        hover: `linear-gradient(135deg, ${colors.upgradeHover}, ${colors.upgrade})`,
        text: colors.onAccent,
        border: 'transparent',
      };
    default:
      return { background: colors.primary, hover: colors.primaryHover, text: colors.onAccent, border: colors.primary };
  }
};

const padding = { sm: '6px 12px', md: '10px 18px', lg: '14px 24px' } as const;

const shimmer = keyframes`
  0% { transform: translateX(-120%) skewX(-20deg); }
  60%, 100% { transform: translateX(220%) skewX(-20deg); }
`;

const upgradeExtras = css`
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.glow};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    background: linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.22), transparent);
    animation: ${shimmer} 3.2s ease-in-out infinite;
    pointer-events: none;
  }
`;

// A button that reads as an inline text link (e.g. "Resend OTP", "Forgot password?").
const linkExtras = css`
  padding: 0;
  min-height: 24px;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: ${({ theme }) => theme.radii.xs};

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

export const buttonStyles = css<ButtonStyleProps>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ $size }) => padding[$size]};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.25;
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : $size === 'lg' ? '48px' : '40px')};
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme, $variant }) => palette(theme, $variant).text};
  background: ${({ theme, $variant }) => palette(theme, $variant).background};
  border: 1px solid ${({ theme, $variant }) => palette(theme, $variant).border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.durations.fast} ease,
    transform ${({ theme }) => theme.durations.fast} ease,
    opacity ${({ theme }) => theme.durations.fast} ease;

  &:hover {
    background: ${({ theme, $variant }) => palette(theme, $variant).hover};
  }

  &:active {
    transform: translateY(1px);
  }

  ${({ $variant }) => $variant === 'upgrade' && upgradeExtras}
  ${({ $variant }) => $variant === 'link' && linkExtras}

  ${({ $inactive }) =>
    $inactive &&
    css`
      opacity: 0.55;
      cursor: not-allowed;
      pointer-events: none;
    `}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

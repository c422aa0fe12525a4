import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ButtonVariant } from './button-styles';
import { Sparkles } from './sparkles';
import { SpinnerIcon } from './spinner-icon';

const Label = styled.span`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

type ButtonContentProps = { variant: ButtonVariant; loading: boolean; children?: ReactNode };

export function ButtonContent({ variant, loading, children }: ButtonContentProps) {
  return (
    <>
      {variant === 'upgrade' && <Sparkles />}
      <Label>
        {loading && <SpinnerIcon $size={16} />}
        {children}
      </Label>
    </>
  );
}

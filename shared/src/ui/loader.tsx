import styled from 'styled-components';
import { SpinnerIcon } from './spinner-icon';

export type LoaderProps = {
  label?: string;
  size?: number;
  className?: string;
};

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export function Loader({ label = 'Loading', size = 32, className }: LoaderProps) {
  return (
    <Wrapper role="status" className={className}>
      <SpinnerIcon $size={size} />
      <span className="visually-hidden">{label}</span>
    </Wrapper>
  );
}

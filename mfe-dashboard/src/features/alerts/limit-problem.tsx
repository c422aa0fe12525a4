import styled from 'styled-components';
import { ROUTES } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';

/** The plan's limit, said before saving, with the way out (the plans). */
export function LimitProblem({ message }: { message: string }) {
  return (
    <Note role="alert">
      <span>{message}</span> <Link to={ROUTES.plans}>Compare plans</Link>
    </Note>
  );
}

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

import styled from 'styled-components';
import { useCountUp } from './use-count-up';

type Props = { label: string; value: number; money?: boolean; hint?: string };

const format = (value: number, money: boolean) =>
  money ? `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : value.toLocaleString('en-US');

/** One statistic: a counter that animates up to its value; screen readers get the final value only. */
export function StatCounter({ label, value, money = false, hint }: Props) {
  const shown = useCountUp(value, money ? 2 : 0);
  return (
    <Card>
      <dt>{label}</dt>
      <dd>
        <span aria-hidden="true">{format(shown, money)}</span>
        <span className="visually-hidden">{format(value, money)}</span>
      </dd>
      {/* A term's group in a definition list holds only dt and dd: the hint is a second description. */}
      {hint && <Hint>{hint}</Hint>}
    </Card>
  );
}

const Card = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Hint = styled.dd`
  && {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

import styled from 'styled-components';
import { useGetCompanyInfoQuery } from '@sentiscope/shared/api';
import { MESSAGES, type CompanyInfo } from '@sentiscope/shared/contract';
import { visuallyHidden } from '@sentiscope/shared/ui';
import { useCountUp } from './use-count-up';

type StatKey = 'totalUsers' | 'activeUsers' | 'excellentRating' | 'premiumFeatures';

const STATS: ReadonlyArray<{ key: StatKey; label: string; suffix?: string }> = [
  { key: 'totalUsers', label: 'people signed up' },
  { key: 'activeUsers', label: 'active this month' },
  { key: 'excellentRating', label: 'rate us excellent', suffix: '%' },
  { key: 'premiumFeatures', label: 'premium features' },
];

function Stat({ value, label, suffix = '' }: { value: number; label: string; suffix?: string }) {
  const shown = useCountUp(value);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {/* Screen readers hear the final figure once, not every step. */}
        <span aria-hidden>
          {shown.toLocaleString('en-US')}
          {suffix}
        </span>
        <Visually>
          {value.toLocaleString('en-US')}
          {suffix}
        </Visually>
      </dd>
    </div>
  );
}

/** Marketing statistics from the company information, counting up. */
export function CompanyStats() {
  const { data, isError, isLoading } = useGetCompanyInfoQuery();
  if (isLoading) return null;
  if (isError) return <Note role="status">{MESSAGES.companyInfoFailed}</Note>;
  const company = data as CompanyInfo | undefined;
  if (!company) return <Note role="status">{MESSAGES.emptyResponse}</Note>;
  return (
    <Grid aria-label="SentiScope in numbers">
      {STATS.map((stat) => (
        <Stat key={stat.key} value={company[stat.key]} label={stat.label} suffix={stat.suffix} />
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    text-align: center;
    padding: 20px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Visually = styled.span`
  ${visuallyHidden}
`;

const Note = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

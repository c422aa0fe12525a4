import styled from 'styled-components';
import { useGetStockListQuery } from '@sentiscope/shared/api';
import { PLAN_CLASSES, PLAN_CLASS_LABELS, planOpensKind, type PlanClass } from '@sentiscope/shared/contract';
import { Checkbox } from '@sentiscope/shared/ui';
import { Hint } from '@/components/form-controls';

type Props = {
  value: string[];
  onChange: (cryptos: string[]) => void;
  opensAll: PlanClass[];
  onOpensAll: (opensAll: PlanClass[]) => void;
};

/**
 * The assets a plan opens: whole classes (every listed coin, all US stocks and ETFs), and the rest chosen one by one
 * from the stock list. An asset of a class opened in full leaves the list; a tick it had stays on the plan, so it
 * is still open if the class is unticked later (docs/catalogue.md, "How plans open assets").
 */
export function PlanAssetsField({ value, onChange, opensAll, onOpensAll }: Props) {
  const { data: assets = [], isLoading, isError } = useGetStockListQuery();
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  const toggleClass = (planClass: PlanClass) =>
    onOpensAll(PLAN_CLASSES.filter((c) => (c === planClass ? !opensAll.includes(c) : opensAll.includes(c))));
  const rest = assets.filter((asset) => !planOpensKind({ opensAll }, asset.kind));
  return (
    <Fieldset className="full">
      <legend>Assets</legend>
      <CheckRow role="group" aria-label="Opens in full">
        {PLAN_CLASSES.map((planClass) => (
          <Checkbox key={planClass} label={PLAN_CLASS_LABELS[planClass]} checked={opensAll.includes(planClass)} onChange={() => toggleClass(planClass)} />
        ))}
      </CheckRow>
      <Note>A class opened in full includes every asset of it, those added later too. Tick any other asset the plan opens.</Note>
      {isLoading && <p>Loading the stock list…</p>}
      {isError && <p role="alert">Failed to fetch stocks.</p>}
      {!isLoading && !isError && rest.length === 0 && <Note>Every listed asset is open through its class.</Note>}
      <Grid role="group" aria-label={`Assets one by one (${rest.filter((asset) => value.includes(asset.id)).length} chosen)`}>
        {rest.map((asset) => (
          <Checkbox key={asset.id} label={`${asset.name} (${asset.symbol})`} checked={value.includes(asset.id)} onChange={() => toggle(asset.id)} />
        ))}
      </Grid>
    </Fieldset>
  );
}

/** A bordered group of the plan form, spanning its width. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

/** A row of checkboxes that wraps on narrow screens. */
export const CheckRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xl}`};
`;

const Note = styled(Hint)`
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  max-height: 220px;
  overflow: auto;
`;

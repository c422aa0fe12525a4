import styled from 'styled-components';
import { useGetStockListQuery } from '@sentiscope/shared/api';
import { Checkbox } from '@sentiscope/shared/ui';

type Props = { value: string[]; onChange: (cryptos: string[]) => void };

/** The assets a plan opens, chosen from the stock list. */
export function PlanAssetsField({ value, onChange }: Props) {
  const { data: assets = [], isLoading, isError } = useGetStockListQuery();
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <Fieldset className="full">
      <legend>Assets ({value.length} chosen)</legend>
      {isLoading && <p>Loading the stock list…</p>}
      {isError && <p role="alert">Failed to fetch stocks.</p>}
      <Grid>
        {assets.map((asset) => (
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

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  max-height: 220px;
  overflow: auto;
`;

import styled from 'styled-components';
import { PLAN_CLASSES, PLAN_CLASS_LABELS, listedBeyondClasses, type KindOf, type Plan } from '@sentiscope/shared/contract';

const SHOWN = 8;

type Props = {
  plan: Pick<Plan, 'cryptos' | 'opensAll'>;
  /** The assets' kinds when the page has the stock list: an asset a class already opens is then not listed again. */
  kindOf?: KindOf;
};

/**
 * What a plan opens: each class it opens in full ("Every listed coin", "All US stocks and ETFs"), then the assets
 * it lists beyond them as ticker chips; a long list ends in '+N more'.
 */
export function PlanAssets({ plan, kindOf }: Props) {
  const classes = PLAN_CLASSES.filter((planClass) => plan.opensAll.includes(planClass));
  const assets = listedBeyondClasses(plan, kindOf);
  if (classes.length === 0 && assets.length === 0) return null;
  const shown = assets.slice(0, SHOWN);
  const count = `${assets.length} ${assets.length === 1 ? 'asset' : 'assets'}`;
  return (
    <Assets>
      <h3>{classes.length > 0 ? 'Assets' : count}</h3>
      {classes.length > 0 && (
        <Classes>
          {classes.map((planClass) => (
            <li key={planClass}>{PLAN_CLASS_LABELS[planClass]}</li>
          ))}
        </Classes>
      )}
      {assets.length > 0 && (
        <>
          {classes.length > 0 && <Also>and {count}</Also>}
          <Chips>
            {shown.map((asset) => (
              <li key={asset}>{asset.toUpperCase()}</li>
            ))}
            {assets.length > SHOWN && <li>+{assets.length - SHOWN} more</li>}
          </Chips>
        </>
      )}
    </Assets>
  );
}

const Assets = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Classes = styled.ul`
  display: grid;
  gap: 4px;
  li {
    font-weight: 600;
  }
`;

const Also = styled.p`
  margin: 8px 0 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.secondary};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

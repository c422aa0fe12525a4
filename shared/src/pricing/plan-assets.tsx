import styled from 'styled-components';

const SHOWN = 8;

/** The assets a plan opens, as ticker chips; a long list ends in '+N more'. */
export function PlanAssets({ assets }: { assets: readonly string[] }) {
  if (assets.length === 0) return null;
  const shown = assets.slice(0, SHOWN);
  return (
    <Assets>
      <h3>{assets.length} {assets.length === 1 ? 'asset' : 'assets'}</h3>
      <ul>
        {shown.map((asset) => (
          <li key={asset}>{asset.toUpperCase()}</li>
        ))}
        {assets.length > SHOWN && <li>+{assets.length - SHOWN} more</li>}
      </ul>
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
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.secondary};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

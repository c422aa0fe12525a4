import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetStockHistoryQuery } from '@sentiscope/shared/api';
import type { MarketRow } from '@sentiscope/shared/contract';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { chartColors } from '../dashboard/chart/chart-colors';
import { drawCompare, type ComparedLine } from './draw-compare';
import { mood } from './format';

/** A colour per compared asset, told apart in both schemes and by the forms of colour blindness. */
export const COMPARE_COLORS = ['#0072b2', '#e69f00', '#cc79a7', '#009e73'] as const;

/** The day `days` before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * MS_PER_DAY).toISOString().slice(0, 10);

/** The last year of an asset's stored days, or nothing to ask for. */
const yearOf = (row: MarketRow | undefined) => (row?.lastDay ? { id: row.id, startDate: daysBefore(row.lastDay, 364), endDate: row.lastDay } : skipToken);

/** Compare: the mood histories of two to four picked assets on one chart, with each one's latest mood beside it. */
export function ComparePanel({ picked, onClear }: { picked: readonly MarketRow[]; onClear: () => void }) {
  const theme = useTheme();
  const histories = [
    useGetStockHistoryQuery(yearOf(picked[0])),
    useGetStockHistoryQuery(yearOf(picked[1])),
    useGetStockHistoryQuery(yearOf(picked[2])),
    useGetStockHistoryQuery(yearOf(picked[3])),
  ];
  const lines: ComparedLine[] = picked.flatMap((row, i) => {
    const days = histories[i].data?.days;
    return days ? [{ symbol: row.symbol, color: COMPARE_COLORS[i], days }] : [];
  });
  const ready = picked.length >= 2 && lines.length === picked.length;
  const key = lines.map((l) => `${l.symbol}:${l.days.length}`).join('|');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready || !box.current) return undefined;
    return drawCompare(box.current, lines, chartColors(theme), theme.fonts.body);
    // Drawn again when the assets, their days or the scheme change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, theme]);

  return (
    <Panel aria-labelledby="compare-title">
      <Head>
        <h2 id="compare-title">Compare mood</h2>
        <Button variant="secondary" onClick={onClear}>
          Clear
        </Button>
      </Head>
      {picked.length < 2 ? (
        <p>Pick one more asset in the table to compare their moods.</p>
      ) : (
        <>
          <Legend aria-label="Compared assets">
            {picked.map((row, i) => (
              <li key={row.id}>
                <Swatch style={{ background: COMPARE_COLORS[i] }} aria-hidden="true" />
                {row.symbol}: mood {mood(row.mood)}
              </li>
            ))}
          </Legend>
          <Chart ref={box} role="img" aria-label={`Mood over the last year: ${picked.map((r) => r.symbol).join(', ')}`} aria-busy={!ready} />
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;
const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 2px;
`;
const Chart = styled.div`
  height: 280px;
`;

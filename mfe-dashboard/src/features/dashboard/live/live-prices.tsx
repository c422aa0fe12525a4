// The dashboard's live prices: one stream for the assets on the page (the overview strip and the selected asset),
// opened by the page and handed to the strip and the price header. The stream's module and its parser load after the page has painted, so the first paint
// does not grow. The dot is green while the server says the price is live and an event or heartbeat came within
// 45 s; grey otherwise.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { LIVE_MAX_IDS, LIVE_STALE_MS, type LivePrice, type LivePrices as LivePricesAnswer } from '@sentiscope/shared/contract';
import { selectApiRoot, selectToken, useAppSelector } from '@sentiscope/shared/store';

export type LivePrices = {
  prices: ReadonlyMap<string, LivePrice>;
  /** The server says a provider ticks and the newest tick is recent, and the stream spoke within 45 s. */
  live: boolean;
};

/** Answers after which asking again would not help: bad ids, signed out, a plan that does not open them. */
const REFUSED = [400, 401, 403, 404];

/** Opens the stream for `ids` while mounted (and signed in); closes it when they change or the page goes. */
export function useLivePrices(ids: readonly string[]): LivePrices {
  const token = useAppSelector(selectToken);
  const root = useAppSelector(selectApiRoot);
  const key = [...new Set(ids)].slice(0, LIVE_MAX_IDS).join(',');
  const [prices, setPrices] = useState<ReadonlyMap<string, LivePrice>>(() => new Map());
  const [serverLive, setServerLive] = useState(false);
  const [lastSignal, setLastSignal] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!token || !key) return undefined;
    let close: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let gone = false;
    const stream = () =>
      void import('./price-stream').then(({ openPriceStream }) => {
        if (gone) return;
        close = openPriceStream(
          { url: `${root}/stream/prices?ids=${encodeURIComponent(key)}`, token },
          {
            onStatus: (status) => setServerLive(status.live),
            onPrice: (price) => setPrices((before) => new Map(before).set(price.id, price)),
            onSignal: (live) => {
              setLastSignal(Date.now());
              if (live !== undefined) setServerLive(live);
            },
            onRefused: () => setServerLive(false),
          },
        );
      });
    // The stream is opened only while the price is live: where nothing ticks (offline), one short request a minute
    // asks again, and no connection stays open.
    const ask = async () => {
      const answer = await fetch(`${root}/prices/live?ids=${encodeURIComponent(key)}`, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' }).catch(() => null);
      const state = answer?.ok ? ((await answer.json().catch(() => null)) as { data?: LivePricesAnswer } | null)?.data : undefined;
      if (gone) return;
      if (state) {
        setPrices(new Map(state.prices.map((p) => [p.id, p])));
        setServerLive(state.live);
        setLastSignal(Date.now());
      }
      if (state?.live) stream();
      else if (!answer || !REFUSED.includes(answer.status)) timer = setTimeout(() => void ask(), 60_000);
    };
    void ask();
    return () => {
      gone = true;
      if (timer) clearTimeout(timer);
      close?.();
    };
  }, [key, root, token]);

  // The stream's silence is noticed without any event: the clock is read again every 5 s.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);

  const live = serverLive && lastSignal > 0 && now - lastSignal <= LIVE_STALE_MS;
  return useMemo(() => ({ prices, live }), [prices, live]);
}

/** The asset's live price (null before the first) and whether prices are live now. */
export function livePriceOf(prices: LivePrices | undefined, id: string): { price: LivePrice | null; live: boolean } {
  return { price: prices?.prices.get(id) ?? null, live: prices?.live ?? false };
}

const Dot = styled.span<{ $live: boolean }>`
  display: inline-block;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $live }) => ($live ? theme.colors.successText : theme.colors.muted)};
  box-shadow: 0 0 0 2px ${({ theme, $live }) => ($live ? theme.colors.successSoft : 'transparent')};
  vertical-align: middle;
`;

/** Green with "Live price", grey with "Price not live", for screen readers as for the eye. */
export function LiveDot({ live }: { live: boolean }) {
  const label = live ? 'Live price' : 'Price not live';
  return <Dot $live={live} role="img" aria-label={label} title={label} data-testid="live-dot" data-live={live} />;
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The selected asset's price header: its live price with the dot and the minute of its tick; before any tick (or
 * with none here) the last close of the range, said to be not live.
 */
export function LivePriceHeader({ prices, id, symbol, lastClose, format }: { prices: LivePrices | undefined; id: string; symbol: string; lastClose: number | null; format: (value: number) => string }) {
  const { price, live } = livePriceOf(prices, id);
  const shown = price?.price ?? lastClose;
  if (shown === null) return null;
  return (
    <Line data-testid="live-price">
      <span>{symbol}</span>
      <strong data-testid="live-price-value">{format(shown)}</strong>
      <Note>
        <LiveDot live={live && price !== null} />
        {live && price ? `Live price, ${clock(price.at)}` : price ? `Price not live, last at ${clock(price.at)}` : 'Price not live, last close'}
      </Note>
    </Line>
  );
}

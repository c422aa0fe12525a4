import { useState } from 'react';
import styled from 'styled-components';
import { Tabs } from '@sentiscope/shared/ui';
import { PageArticle, PageLead, PageNote } from '@/components/page-article';
import { SurfaceSection } from '@/components/surface-section';
import { usePageMeta } from '@/components/use-page-meta';
import { OtherAssets } from './other-assets';
import { PublicRecord } from './public-record';

/** The assets anyone may open here (TRACK_RECORD_PUBLIC_ASSETS on the server), with the names the page uses. */
const OPEN_ASSETS = [
  { id: 'btc', name: 'BTC - Bitcoin', label: 'Bitcoin (BTC)' },
  { id: 'spy', name: 'SPY - SPDR S&P 500 ETF', label: 'S&P 500 (SPY)' },
];

const METHOD_STEPS = [
  'Every closed day has a stored mood band and signal, computed from the prices and headlines known up to that day. Later news never changes an earlier day.',
  'For each day we look 7 and 30 days ahead and measure the return from that close. A day counts only once that outcome is known, so nothing here uses the future.',
  'We group the days by signal (bullish, neutral, bearish) and by mood band, and compare each group with simply holding the asset over the same history.',
  'Acting on a signal costs money, so every group pays 0.2% for getting in and out; holding pays nothing. The comparison leans against the signal.',
  'Each figure comes with a 95% interval: a range the figure would likely fall in on another stretch of similar history. Where holding’s average sits inside a signal’s interval, the signal did no better than holding, and we say so.',
  'Groups with fewer than 30 cases are marked weak evidence: too few to tell skill from luck.',
];

export default function TrackRecordPage() {
  usePageMeta({
    title: 'Track record',
    description: 'What followed each SentiScope mood band and signal on Bitcoin and the S&P 500, against simply holding, with intervals and costs.',
  });
  const [selected, setSelected] = useState(OPEN_ASSETS[0].id);
  return (
    <PageArticle>
      <h1>Track record</h1>
      <PageLead>
        What followed each mood band and each signal on the asset&apos;s own history, against simply holding it. No grade without a record:
        where the signal did no better than holding, this page says so.
      </PageLead>
      <Method aria-labelledby="method-title">
        <h2 id="method-title">How it is measured, in plain words</h2>
        <ol>
          {METHOD_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Method>
      <Tabs
        label="Asset"
        selected={selected}
        onSelect={setSelected}
        tabs={OPEN_ASSETS.map((a) => ({ id: a.id, label: a.label, panel: <PublicRecord id={a.id} name={a.name} /> }))}
      />
      <OtherAssets />
      <PageNote>
        A record of the past, not a forecast. SentiScope is informational only and never financial advice; past behaviour of a market does not
        predict its future.
      </PageNote>
    </PageArticle>
  );
}

const Method = styled(SurfaceSection)`
  ol {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 6px;
  }
`;

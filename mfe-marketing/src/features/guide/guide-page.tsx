import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@sentiscope/shared/ui';
import { usePageMeta } from '@/components/use-page-meta';
import { GuideFrame } from './guide-frame';
import { GuideSkeleton } from './guide-skeleton';

export default function GuidePage() {
  usePageMeta({
    title: 'Guide',
    description: 'The SentiScope user guide: signing up, the dashboard, reading the market mood and indicators, plans and billing.',
  });
  const [html, setHtml] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    // The guide travels in its own chunk, loaded only when someone opens this page.
    void import('./user-guide-html').then(({ USER_GUIDE_HTML }) => {
      if (alive) setHtml(USER_GUIDE_HTML);
    });
    return () => {
      alive = false;
    };
  }, []);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <Page>
      <h1>Guide</h1>
      {!ready && <GuideSkeleton />}
      {html && (
        <Holder $ready={ready}>
          <GuideFrame html={html} onReady={onReady} />
        </Holder>
      )}
    </Page>
  );
}

const Page = styled.div`
  padding: 16px 0 32px;
  h1 {
    ${visuallyHidden}
  }
`;

const Holder = styled.div<{ $ready: boolean }>`
  ${({ $ready }) => ($ready ? '' : 'position: absolute; visibility: hidden; width: 100%; left: 0;')}
`;

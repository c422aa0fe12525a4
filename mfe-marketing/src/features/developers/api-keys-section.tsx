import styled from 'styled-components';
import { useGetPlansQuery } from '@sentiscope/shared/api';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, ROUTES, apiQuotaText } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { Table } from '@sentiscope/shared/ui';
import { SurfaceSection } from '@/components/surface-section';
import { Examples } from './operation-card';

type QuotaRow = { title: string; quota: string };
const QUOTA_COLUMNS = [
  { key: 'plan', header: 'Plan', cell: (row: QuotaRow) => row.title },
  { key: 'quota', header: 'API requests', cell: (row: QuotaRow) => row.quota },
];

/** A call with a key in curl: the answer's quota fields shown with the body. */
export const keyCurlExample = (apiBaseUrl: string) =>
  [`curl -i '${apiBaseUrl}/v1/stock/history/btc'`, `-H "Authorization: Bearer $SENTISCOPE_API_KEY"`].join(' \\\n  ');

/** The same call in JavaScript, reading the quota left and waiting as told past it. */
export const keyFetchExample = (apiBaseUrl: string) =>
  [
    `const apiKey = process.env.SENTISCOPE_API_KEY; // ss_…`,
    `const response = await fetch('${apiBaseUrl}/v1/stock/history/btc', {`,
    '  headers: { Authorization: `Bearer ${apiKey}` },',
    '});',
    `if (response.status === 429) {`,
    `  const wait = Number(response.headers.get('Retry-After')); // seconds to midnight UTC`,
    `  throw new Error(\`Daily quota used up: try again in \${wait} s\`);`,
    '}',
    `console.log(response.headers.get('RateLimit')); // "daily";r=<left>;t=<seconds to reset>`,
    'const { data } = await response.json();',
  ].join('\n');

/** How to get a key, what its scopes open, the quota of each plan, and a call made with a key. */
export function ApiKeysSection({ apiBaseUrl }: { apiBaseUrl: string }) {
  const plans = useGetPlansQuery();
  const rows: QuotaRow[] = (plans.data ?? []).map((plan) => ({ title: plan.title, quota: apiQuotaText(plan.apiDailyQuota) }));
  return (
    <SurfaceSection aria-labelledby="keys-title">
      <h2 id="keys-title">API keys and quotas</h2>
      <p>
        For your own programs, make a key under <Link to={ROUTES.userProfile}>Profile, Developer</Link>. Its secret starts with <code>ss_</code>{' '}
        and is shown once; send it as <code>Authorization: Bearer ss_…</code>. A key acts as you, on the routes below that say so:
      </p>
      <Scopes>
        {API_KEY_SCOPES.map((scope) => (
          <li key={scope}>
            <code>{scope}</code>: {API_KEY_SCOPE_LABELS[scope].replace(/^[A-Za-z]+: /, '')}
          </li>
        ))}
      </Scopes>
      <p>
        Account, security, billing and admin routes answer a key 403; a revoked or expired key gets 401. Your keys together may make your plan&apos;s
        requests per day (UTC). Each answer says the quota in <code>RateLimit-Policy</code> and what is left in <code>RateLimit</code>; past it
        the answer is 429 with <code>Retry-After</code>.
      </p>
      {rows.length > 0 && <Table caption="Daily API quota per plan" columns={QUOTA_COLUMNS} rows={rows} rowKey={(row) => row.title} />}
      <Examples label="Examples of a call with an API key" curl={keyCurlExample(apiBaseUrl)} js={keyFetchExample(apiBaseUrl)} />
    </SurfaceSection>
  );
}

const Scopes = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
`;

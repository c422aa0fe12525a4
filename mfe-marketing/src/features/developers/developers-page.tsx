import { useMemo } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { selectApiBaseUrl, useAppSelector } from '@sentiscope/shared/store';
import { ErrorState, Skeleton } from '@sentiscope/shared/ui';
import { PageArticle, PageLead, PageNote } from '@/components/page-article';
import { SurfaceSection } from '@/components/surface-section';
import { usePageMeta } from '@/components/use-page-meta';
import { ApiKeysSection } from './api-keys-section';
import { useGetOpenApiDocumentQuery } from './openapi-api';
import { Examples, OperationCard } from './operation-card';
import { curlExample, domainsOf, fetchExample, type OpenApiDocument } from './reference';

export const DOCUMENT_FAILED = 'Failed to load the API reference.';
const FIRST_CALL = 'get-v1-stock-list';
const domainAnchor = (name: string) => `domain-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** /developers: the v1 API's reference, read from its live OpenAPI document, with how to authenticate and examples. */
export default function DevelopersPage() {
  usePageMeta({
    title: 'API for developers',
    description: 'The SentiScope v1 API: every route with its parameters, answers and authentication, its OpenAPI 3.1 document, and examples in curl and JavaScript.',
  });
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const query = useGetOpenApiDocumentQuery();
  const documentUrl = `${apiBaseUrl}/v1/openapi.json`;
  return (
    <Article>
      <h1>SentiScope API</h1>
      <PageLead>
        Read the market analysis from your own tools: the catalogue, each asset&apos;s analysis and history, the track record, and a member&apos;s
        watchlist and alerts. Every route below comes from the API&apos;s own OpenAPI 3.1 document, so this page is always the API as it runs.
      </PageLead>
      <p>
        OpenAPI document: <a href={documentUrl}>{documentUrl}</a>. Import it into any OpenAPI tool to browse the API or generate a client.
      </p>
      {query.isError && !query.data ? (
        <ErrorState title={DOCUMENT_FAILED} description={errorMessage(query.error, DOCUMENT_FAILED)} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Reference document={query.data} apiBaseUrl={apiBaseUrl} />
      ) : (
        <div role="status" aria-label="Loading the API reference" aria-busy="true">
          <Skeleton $height="640px" $radius="16px" />
        </div>
      )}
      <PageNote>SentiScope is informational only and never financial advice; the API answers the same analysis the site shows.</PageNote>
    </Article>
  );
}

function Reference({ document, apiBaseUrl }: { document: OpenApiDocument; apiBaseUrl: string }) {
  const domains = useMemo(() => domainsOf(document), [document]);
  const schemes = Object.entries(document.components?.securitySchemes ?? {});
  const firstCall = domains.flatMap((domain) => domain.operations).find((operation) => operation.id === FIRST_CALL);
  return (
    <>
      <SurfaceSection aria-labelledby="auth-title">
        <h2 id="auth-title">Authentication</h2>
        <p>
          Public routes take no token. Every other route takes a bearer token in the <code>Authorization</code> header; each route below says
          which. A member gets a session token by signing in (<code>POST /v1/user/login</code>); it lasts as long as that device&apos;s session,
          and signing out ends it. Programs use an API key instead, on the routes open to keys.
        </p>
        <Schemes>
          {schemes.map(([name, scheme]) => (
            <li key={name}>
              <code>{name}</code>: {scheme.description ?? `${scheme.type} ${scheme.scheme ?? ''}`}
            </li>
          ))}
        </Schemes>
        <p>
          Every answer is JSON in one envelope, <code>{'{ success, message, data }'}</code>; a refusal is{' '}
          <code>{'{ success: false, message, error }'}</code> with its status, and a 429 says in <code>Retry-After</code> how long to wait.
        </p>
      </SurfaceSection>
      <ApiKeysSection apiBaseUrl={apiBaseUrl} />
      {firstCall && (
        <SurfaceSection aria-labelledby="first-call-title">
          <h2 id="first-call-title">A first call</h2>
          <p>The catalogue, open to anyone: with a member&apos;s token it also says which assets their plan opens.</p>
          <Examples label="Examples of a first call" curl={curlExample(firstCall, apiBaseUrl)} js={fetchExample(firstCall, apiBaseUrl)} />
        </SurfaceSection>
      )}
      <nav aria-label="API domains">
        <Domains>
          {domains.map((domain) => (
            <li key={domain.name}>
              <a href={`#${domainAnchor(domain.name)}`}>{domain.name}</a> <Count>{domain.operations.length}</Count>
            </li>
          ))}
        </Domains>
      </nav>
      {domains.map((domain) => (
        <Domain key={domain.name} id={domainAnchor(domain.name)} aria-labelledby={`${domainAnchor(domain.name)}-title`}>
          <h2 id={`${domainAnchor(domain.name)}-title`}>{domain.name}</h2>
          {domain.description && <p>{domain.description}</p>}
          {domain.operations.map((operation) => (
            <OperationCard key={operation.id} operation={operation} apiBaseUrl={apiBaseUrl} />
          ))}
        </Domain>
      ))}
    </>
  );
}

const Article = styled(PageArticle)`
  p {
    margin: 0;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const Schemes = styled.ul`
  margin: 8px 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
`;

const Domains = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Domain = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  min-width: 0;
  scroll-margin-top: 80px;
  h2 {
    margin: 8px 0 0;
  }
`;

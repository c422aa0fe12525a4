import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aPlan, envelope, failure, listenForApiCalls, renderPage, server, TEST_API as API, TEST_API_BASE } from '@sentiscope/shared/testing';
import DevelopersPage, { DOCUMENT_FAILED } from './developers-page';
import type { OpenApiDocument } from './reference';

const PLANS = [aPlan({ title: 'Free', apiDailyQuota: 100 }), aPlan({ title: 'Premium', apiDailyQuota: 5000 }), aPlan({ title: 'Pro', apiDailyQuota: 50000 })];
listenForApiCalls({ handlers: [http.get(`${API}/plan`, () => HttpResponse.json(envelope(PLANS)))] });

const refusal = (description: string) => ({ description, content: { 'application/json': { schema: { type: 'object' } } } });

/** A document shaped as GET /v1/openapi.json writes it, cut to three routes in two domains. */
const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'SentiScope API' },
  tags: [
    { name: 'Market', description: 'The catalogue and each asset’s analysis.' },
    { name: 'Alerts', description: 'The member’s alerts.' },
  ],
  components: {
    securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The access token of a signed-in member.' } },
  },
  paths: {
    '/v1/stock/list': {
      get: { summary: 'The catalogue', tags: ['Market'], security: [{}, { session: [] }], 'x-access': 'optional-member', responses: { 200: { description: 'Done' } } },
    },
    '/v1/stock/details/{id}': {
      get: {
        summary: 'An asset’s analysis',
        tags: ['Market'],
        security: [{ session: [] }, { apiKey: ['read'] }],
        'x-access': 'member',
        parameters: [
          { name: 'startDate', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        ],
        responses: { 200: { description: 'Done' }, 401: refusal('No token, or an expired one'), 404: refusal('Nothing with this id') },
      },
    },
    '/v1/alerts': {
      post: {
        summary: 'Create an alert',
        tags: ['Alerts'],
        security: [{ session: [] }],
        'x-access': 'member',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: ['assetId', 'kind'], properties: { assetId: { type: 'string' }, kind: { enum: ['mood', 'price'] }, note: { type: ['string', 'null'] } } },
            },
          },
        },
        responses: { 201: { description: 'Created' }, 400: refusal('The request does not fit this route') },
      },
    },
  },
};

describe('the developers page', () => {
  it('shows every route of the live document by domain, with its token, fields, answers and examples', async () => {
    server.use(http.get(`${API}/openapi.json`, () => HttpResponse.json(DOCUMENT)));
    const { user } = renderPage(<DevelopersPage />, { path: '/developers' });
    expect(screen.getByRole('heading', { level: 1, name: 'SentiScope API' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${API}/openapi.json` })).toHaveAttribute('href', `${API}/openapi.json`);

    const market = await screen.findByRole('region', { name: 'Market' });
    const domains = screen.getByRole('navigation', { name: 'API domains' });
    expect(within(domains).getAllByRole('link').map((link) => link.textContent)).toEqual(['Market', 'Alerts']);
    expect(within(screen.getByRole('region', { name: 'Authentication' })).getByText(/The access token of a signed-in member/)).toBeInTheDocument();

    const details = within(market).getByRole('article', { name: '/v1/stock/details/{id}' });
    expect(details).toHaveTextContent('GET');
    expect(details).toHaveTextContent('An asset’s analysis');
    expect(details).toHaveTextContent('Authentication: A member’s session token, or an API key with the read scope');
    await user.click(within(details).getByText('Examples'));
    expect(within(details).getByRole('tabpanel')).toHaveTextContent(`curl '${TEST_API_BASE}/v1/stock/details/btc' \\ -H "Authorization: Bearer $SENTISCOPE_API_KEY"`);
    const rows = within(details).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['idpathstringyes', 'startDatequerystringno']);
    expect(within(details).getByRole('list', { name: 'Answers of GET /v1/stock/details/{id}' })).toHaveTextContent('401 No token, or an expired one');
    expect(within(market).getByRole('article', { name: '/v1/stock/list' })).toHaveTextContent('No token; a member’s session token changes the answer');

    const create = within(screen.getByRole('region', { name: 'Alerts' })).getByRole('article', { name: '/v1/alerts' });
    expect(within(create).getAllByRole('row').map((row) => row.textContent)).toContain('kindbody"mood" | "price"yes');
    await user.click(within(create).getByText('Examples'));
    expect(within(create).getByRole('tabpanel')).toHaveTextContent(
      `curl -X POST '${TEST_API_BASE}/v1/alerts' \\ -H "Authorization: Bearer $SENTISCOPE_TOKEN" \\ -H 'Content-Type: application/json' \\ -d '{"assetId":"assetId","kind":"mood"}'`,
    );
    await user.click(within(create).getByRole('tab', { name: 'JavaScript' }));
    expect(within(create).getByRole('tabpanel')).toHaveTextContent("method: 'POST'");
    expect(within(create).getByRole('tabpanel')).toHaveTextContent('Authorization: `Bearer ${token}`');

    const keys = screen.getByRole('region', { name: 'API keys and quotas' });
    const quotas = within(keys).getByRole('table', { name: 'Daily API quota per plan' });
    expect(within(quotas).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Free100 API requests a day',
      'Premium5,000 API requests a day',
      'Pro50,000 API requests a day',
    ]);
    expect(within(keys).getByRole('tabpanel')).toHaveTextContent(`curl -i '${TEST_API_BASE}/v1/stock/history/btc' \\ -H "Authorization: Bearer $SENTISCOPE_API_KEY"`);
    await user.click(within(keys).getByRole('tab', { name: 'JavaScript' }));
    expect(within(keys).getByRole('tabpanel')).toHaveTextContent("response.headers.get('Retry-After')");

    const first = screen.getByRole('region', { name: 'A first call' });
    expect(within(first).getByRole('tabpanel')).toHaveTextContent(`curl '${TEST_API_BASE}/v1/stock/list'`);
  });

  it("shows the server's reason when the document cannot be loaded, and loads it again on Retry", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/openapi.json`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(failure('The API is restarting'), { status: 503 }) : HttpResponse.json(DOCUMENT);
      }),
    );
    const { user } = renderPage(<DevelopersPage />, { path: '/developers' });
    expect(await screen.findByText(DOCUMENT_FAILED)).toBeInTheDocument();
    expect(screen.getByText('The API is restarting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('region', { name: 'Alerts' })).toBeInTheDocument();
  });
});

import fc from 'fast-check';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

// Every endpoint, with the fields its body or query knows, so generated input also hits the right names.
const ENDPOINTS: Array<{ method: string; path: string; fields: string[] }> = [
  { method: 'GET', path: '/v1/health', fields: [] },
  { method: 'GET', path: '/v1/contact/company-info', fields: [] },
  { method: 'GET', path: '/v1/admin/company-information', fields: [] },
  { method: 'PUT', path: '/v1/admin/company-information', fields: ['companyName', 'a', 'type', 'value'] },
  { method: 'GET', path: '/v1/stock/list', fields: [] },
  { method: 'GET', path: '/v1/stock/details/:id', fields: ['startDate', 'endDate'] },
  { method: 'GET', path: '/v1/stock/headlines/:id', fields: ['day', 'scope', 'offset', 'limit'] },
  { method: 'GET', path: '/v1/plan', fields: [] },
  { method: 'POST', path: '/v1/plan', fields: ['title', 'monthlyPrice', 'sixMonthDiscount', 'yearlyDiscount', 'isFree', 'features', 'cryptos', 'priority'] },
  { method: 'PUT', path: '/v1/plan/:id', fields: ['title', 'monthlyPrice', 'sixMonthDiscount', 'yearlyDiscount', 'isFree', 'features', 'cryptos', 'priority'] },
  { method: 'DELETE', path: '/v1/plan/:id', fields: [] },
  { method: 'POST', path: '/v1/payment/create-checkout-session', fields: ['planId', 'tenure'] },
  { method: 'POST', path: '/v1/payment/cancel-subscription', fields: ['subscriptionId'] },
  { method: 'POST', path: '/v1/payment/webhook', fields: ['id', 'type', 'data'] },
  { method: 'GET', path: '/v1/payment/checkout/:id', fields: [] },
  { method: 'POST', path: '/v1/payment/local-checkout/:id/pay', fields: [] },
  { method: 'POST', path: '/v1/payment/local-checkout/:id/cancel', fields: [] },
  { method: 'GET', path: '/v1/user/:id', fields: [] },
  { method: 'GET', path: '/v1/user/devices', fields: [] },
  { method: 'POST', path: '/v1/user/signup', fields: ['name', 'email', 'password', 'confirmPassword', 'phoneNumber', 'isAbove18', 'acceptedTermsAndConditions'] },
  { method: 'POST', path: '/v1/user/login', fields: ['email', 'password', 'device', 'ip'] },
  { method: 'POST', path: '/v1/user/forgot-password', fields: ['email'] },
  { method: 'POST', path: '/v1/user/reset-password', fields: ['newPassword', 'confirmPassword', 'token'] },
  { method: 'POST', path: '/v1/user/proceed', fields: [] },
  { method: 'POST', path: '/v1/user/logout', fields: ['fromAllDevices', 'deviceId', 'ip'] },
  { method: 'POST', path: '/v1/auth/request-otp', fields: ['email'] },
  { method: 'POST', path: '/v1/auth/verify-otp', fields: ['email', 'otp'] },
  { method: 'POST', path: '/v1/feedback', fields: ['rating', 'comment'] },
];

const printable = (max: number) => fc.stringMatching(new RegExp(`^[ -~]{0,${max}}$`));

let api: TestApi;
let tokens: string[];
beforeAll(async () => {
  api = await startApi();
  const user = await createVerifiedUser(api);
  tokens = [await loginToken(api, user.email, user.password), await adminToken(api)];
});
afterAll(() => api.close());

const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.constant(undefined),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.dictionary(fc.constantFrom('x', ...fields), fc.jsonValue(), { maxKeys: 6 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('{', '[', 'null', '""', '{"__proto__":{"x":1}}', '{"email":"a@b.co","email":"x"}'),
  );

const authHeader = () =>
  fc.oneof(
    fc.constant(undefined),
    printable(80),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic abc', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4In0.'),
    fc.integer({ min: 0, max: 1 }).map((i) => `Bearer ${tokens[i]}`),
  );

const contentType = () =>
  fc.oneof(
    fc.constant('application/json'),
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', ''),
    printable(40),
  );

const param = () => fc.oneof(fc.stringMatching(/^[0-9a-f]{24}$/), fc.string({ maxLength: 80 }), fc.constantFrom('btc', '..', '%00', 'a'.repeat(300)));
const query = (fields: string[]) =>
  fc.dictionary(fc.constantFrom('x', ...fields), fc.string({ maxLength: 40 }), { maxKeys: 4 }).map((q) => new URLSearchParams(q).toString());

describe('fuzz: generated bad input to every endpoint', () => {
  it.each(ENDPOINTS)('$method $path: never a 5xx, always the envelope', async ({ method, path, fields }) => {
    await fc.assert(
      fc.asyncProperty(param(), query(fields), bodyFor(fields), authHeader(), contentType(), async (id, q, body, auth, type) => {
        const url = `${path.replace(':id', encodeURIComponent(id))}${q ? `?${q}` : ''}`;
        const headers: Record<string, string> = {};
        if (auth !== undefined) headers.authorization = auth;
        const sendsBody = method !== 'GET' && body !== undefined;
        if (sendsBody && type) headers['content-type'] = type;
        const answer = await api.request(method, url, { headers, raw: sendsBody ? body : undefined });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 300 && answer.status < 400) return; // local checkout redirects the browser
        if (answer.headers.get('content-type')?.startsWith('text/html')) return; // the local checkout page
        expect(answer.body).toEqual(expect.objectContaining({ success: expect.any(Boolean), message: expect.any(String) }));
        if (!answer.body.success) expect(answer.body.error).toEqual(expect.any(String));
      }),
      { numRuns: 40 },
    );
  });
});

// Finding 7 of the second attack run: answers made before routing (a header section too large, a URL that does
// not decode) come in the same envelope, with the same security headers, as every other error.
import { connect } from 'node:net';
import { SECURITY_HEADERS } from '../../src/platform/http/security-headers';
import { startApi, type TestApi } from '../helpers';

// Raw requests over HTTP on a shared machine: more than the default five seconds.
jest.setTimeout(30_000);
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Sends one raw HTTP/1.1 request and reads the whole answer (the server closes the connection). */
function rawRequest(head: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(head);
  });
}

function expectSecurityHeaders(headers: Record<string, string> | Headers) {
  const read = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, read(name)]).toEqual([name, value]);
}

describe('answers made before routing', () => {
  it('answers a header section too large with 431 in the envelope, with the security headers', async () => {
    const answer = await rawRequest(`GET /v1/plan HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String), error: expect.any(String) });
    expect(JSON.parse(answer.body).message).toMatch(/header/i);
    expectSecurityHeaders(answer.headers);
  });

  it('answers a request line that is not HTTP with 400 in the envelope, with the security headers', async () => {
    const answer = await rawRequest('NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: expect.any(String) });
    expectSecurityHeaders(answer.headers);
  });

  it('answers a malformed URL with 400 in the envelope, with the security headers', async () => {
    const answer = await api.request('GET', '/v1/user/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: 'Malformed request URL' });
    expectSecurityHeaders(answer.headers);
  });

  it('answers an over-long path parameter with 414 in the envelope, with the security headers', async () => {
    const answer = await api.request('GET', `/v1/user/${'x'.repeat(300)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toMatchObject({ success: false, message: 'Path parameter is too long' });
    expectSecurityHeaders(answer.headers);
  });
});

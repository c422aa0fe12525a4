import { makeStore } from '../store';
import { tokenSet } from '../store/session-slice';
import { authApi } from './auth';
import { startTestServer } from './test-server';
import { userApi } from './user';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (userId: string) => `${encode({ alg: 'HS256' })}.${encode({ userId, exp: Math.floor(Date.now() / 1000) + 3600, typ: 'access' })}.sig`;
const ada = { _id: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com' };

describe('signing in', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  afterEach(() => server.close());

  it('puts the user from the login answer into the cache: no second request for it', async () => {
    server = await startTestServer((req) =>
      req.url === '/v1/user/login'
        ? { status: 200, body: { success: true, message: 'Logged in', data: { token: tokenFor(ada._id), user: ada } } }
        : { status: 500, body: { success: false, message: 'unexpected call' } },
    );
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const login = await store.dispatch(authApi.endpoints.login.initiate({ email: ada.email, password: 'secret-pass' } as never));
    expect(login.data?.user).toEqual(ada);
    store.dispatch(tokenSet(login.data?.token as string));
    // What the header and the pages read: already there, and reading it asks the server nothing.
    expect(userApi.endpoints.getUser.select(ada._id)(store.getState()).data).toEqual(ada);
    const read = store.dispatch(userApi.endpoints.getUser.initiate(ada._id));
    await read;
    read.unsubscribe();
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/user/login']);
  });

  it('caches nothing when the login fails', async () => {
    server = await startTestServer(() => ({ status: 401, body: { success: false, message: 'Invalid email or password' } }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const login = await store.dispatch(authApi.endpoints.login.initiate({ email: ada.email, password: 'wrong' } as never));
    expect(login.error).toBeDefined();
    expect(userApi.endpoints.getUser.select(ada._id)(store.getState()).data).toBeUndefined();
  });
});

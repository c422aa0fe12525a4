// Every route declares who may call it; one that does not stops the app at start, and the access hook answers
// before the body is read (an anonymous call is a 401 whatever it sends).
import Fastify from 'fastify';
import { installAccess } from '../src/platform/http/access';
import { startApi, type TestApi } from './helpers';

describe('route access levels', () => {
  it('refuses to start an app with a route that declares no access level', async () => {
    const app = Fastify();
    app.register(async (scope) => {
      installAccess(scope, async () => null);
      scope.get('/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
      scope.get('/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('GET /forgotten declares no access level');
    await app.close();
  });

  describe('on the real app', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startApi();
    });
    afterAll(() => api.close());

    it('answers 401 to an anonymous call of a super-admin route before looking at its body', async () => {
      const answer = await api.request('POST', '/v1/plan', { raw: '{"title": ', headers: { 'content-type': 'application/json' } });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Please log in to continue');
    });

    it('lets public routes through without a token', async () => {
      expect((await api.request('GET', '/v1/plan')).status).toBe(200);
    });
  });
});

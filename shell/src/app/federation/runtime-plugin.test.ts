import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import resilienceRuntimePlugin from './runtime-plugin';
import { FAILED_REMOTE_MODULE, isFailedRemoteModule, lastLoadFailure } from './load-failures';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof resilienceRuntimePlugin>['errorLoadRemote']>>[0];

const argsFor = (lifecycle: ErrorArgs['lifecycle'], id = 'mfe_auth/LoginPage'): ErrorArgs => ({
  id,
  error: new Error(`${lifecycle} failed`),
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
  ...(lifecycle === 'afterResolve' ? { remote: { name: 'mfe_auth' } as ErrorArgs['remote'] } : {}),
});

describe('the resilience runtime plugin', () => {
  const hook = resilienceRuntimePlugin().errorLoadRemote!;

  it('answers a failed remote entry or chunk (onLoad) with a failure marker module', async () => {
    const answer = await hook(argsFor('onLoad'));
    expect(isFailedRemoteModule(answer)).toBe(true);
    expect(answer).toMatchObject({ [FAILED_REMOTE_MODULE]: true, id: 'mfe_auth/LoginPage', message: 'onLoad failed' });
  });

  it('answers nothing for a failed manifest (afterResolve), so the runtime forgets it and Retry refetches', async () => {
    const answer = await hook(argsFor('afterResolve', 'http://localhost:3002/mf-manifest.json'));
    expect(answer).toBeUndefined();
    expect(lastLoadFailure('mfe_auth')).toMatchObject({ stage: 'afterResolve', message: 'afterResolve failed' });
  });

  it('answers nothing for an unknown remote (beforeRequest) or a missing shared singleton (beforeLoadShare)', async () => {
    expect(await hook(argsFor('beforeRequest', 'mfe_unknown/Page'))).toBeUndefined();
    expect(lastLoadFailure('mfe_unknown')?.stage).toBe('beforeRequest');
    expect(await hook(argsFor('beforeLoadShare', 'react'))).toBeUndefined();
  });

  it('imports neither React nor any shared module (it runs before sharing is set up)', async () => {
    jest.resetModules();
    const before = new Set(Object.keys(require.cache));
    jest.isolateModules(() => {
      require('./runtime-plugin');
    });
    const loaded = Object.keys(require.cache).filter((key) => !before.has(key));
    expect(loaded.some((key) => /node_modules\/(react|react-dom|styled-components|@reduxjs)\//.test(key))).toBe(false);
    expect(loaded.some((key) => key.includes('/shared/src/'))).toBe(false);
  });
});

import { preloadedPage, preloadPage, type RemoteLoader } from './remote-loader';

const Page = () => null;

/** A loader that counts its calls; call n waits for `gates[n]`, which the test opens or fails. */
function gatedLoader(count: number) {
  const calls: string[] = [];
  const gates = Array.from({ length: count }, () => {
    let open!: (value: unknown) => void;
    let fail!: (error: Error) => void;
    const promise = new Promise((resolve, reject) => {
      open = resolve;
      fail = reject;
    });
    return { promise, open, fail };
  });
  const loader: RemoteLoader = (id) => {
    calls.push(id);
    return gates[calls.length - 1].promise;
  };
  return { loader, calls, gates };
}

describe('preloading a page', () => {
  it('loads a page once however often its link is pointed at while it loads, and keeps it', async () => {
    const { loader, calls, gates } = gatedLoader(2);
    const first = preloadPage('mfe_marketing/PlansPage', loader);
    const second = preloadPage('mfe_marketing/PlansPage', loader);
    gates[0].open({ default: Page });
    await Promise.all([first, second]);
    await preloadPage('mfe_marketing/PlansPage', loader);
    expect(calls).toEqual(['mfe_marketing/PlansPage']);
    expect(preloadedPage('mfe_marketing/PlansPage', loader)?.default).toBe(Page);
  });

  it('tries again after a failed preload, and keeps nothing from the failure', async () => {
    const { loader, calls, gates } = gatedLoader(2);
    gates[0].fail(new Error('remote down'));
    await preloadPage('mfe_auth/LoginPage', loader);
    expect(preloadedPage('mfe_auth/LoginPage', loader)).toBeUndefined();
    gates[1].open({ default: Page });
    await preloadPage('mfe_auth/LoginPage', loader);
    expect(calls).toEqual(['mfe_auth/LoginPage', 'mfe_auth/LoginPage']);
    expect(preloadedPage('mfe_auth/LoginPage', loader)?.default).toBe(Page);
  });
});

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import { App } from './app/app';
import { RegistryErrorPage } from './app/registry-error-page';
import { fetchRegistry, inlineRegistry } from './app/federation/registry';
import { preloadPage } from './app/federation/remote-loader';
import { PRERENDERED_ATTRIBUTE, routeFor, SIGNED_OUT_ATTRIBUTE } from './app/routing/route-table';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('SentiScope: #root is missing from index.html');
  const root = createRoot(container);
  try {
    const registry = inlineRegistry() ?? (await fetchRegistry());
    registerRemotes(
      Object.entries(registry.remotes).map(([name, remote]) => ({ name, entry: remote.manifest })),
      { force: true },
    );
    // A member page's frame on a visit with no session was never shown (shell/head.js): drop it, the visitor goes
    // to log in.
    if (container.getAttribute(PRERENDERED_ATTRIBUTE) === 'member' && document.documentElement.hasAttribute(SIGNED_OUT_ATTRIBUTE)) {
      container.replaceChildren();
      container.removeAttribute(PRERENDERED_ATTRIBUTE);
    }
    // The HTML shows a prerendered copy of this page: replace it with the live page, not with a loading state.
    const landing = container.hasAttribute(PRERENDERED_ATTRIBUTE) ? routeFor(window.location.pathname) : null;
    if (landing) await preloadPage(`${landing.remote}/${landing.expose}`);
    const store = makeStore({ config: { apiBaseUrl: registry.apiUrl } });
    // Rendered as a transition so React yields to the browser every few milliseconds: the first render of the
    // whole site would otherwise be one long task that blocks input.
    startTransition(() => root.render(<App store={store} />));
  } catch (error) {
    root.render(
      <UiProvider>
        <RegistryErrorPage message={error instanceof Error ? error.message : String(error)} />
      </UiProvider>,
    );
  }
}

void boot();

import { startTransition } from 'react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRegistry, inlineRegistry } from './app/federation/registry';
import { preloadPage } from './app/federation/remote-loader';
import { nextTask } from './app/next-task';
import { mayOpen } from './app/routing/page-access';
import { PRERENDERED_ATTRIBUTE, routeFor, SIGNED_OUT_ATTRIBUTE } from './app/routing/route-table';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('SentiScope: #root is missing from index.html');
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
    await nextTask();
    // The browser loads its number and date data on the first format (about 12 ms on a fast machine, four times
    // that on a slow phone): here, in a task of its own, instead of inside the first render of a price or a count.
    new Intl.NumberFormat('en-US').format(0);
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0);
    await nextTask();
    // One group of modules per stage (react-dom; the store; the design system; the app; the landing page), each
    // evaluated in a task of its own.
    const { createRoot } = await import('react-dom/client');
    await nextTask();
    const { makeStore } = await import('@sentiscope/shared/store');
    await nextTask();
    await import('@sentiscope/shared/ui');
    await nextTask();
    const { App } = await import('./app/app');
    await nextTask();
    // The HTML shows a prerendered copy of this page: replace it with the live page, not with a loading state.
    // Only a page this visit may open (page-access.ts): the user is not loaded yet, so never an admin page.
    const landing = container.hasAttribute(PRERENDERED_ATTRIBUTE) ? routeFor(window.location.pathname) : null;
    const signedIn = !document.documentElement.hasAttribute(SIGNED_OUT_ATTRIBUTE);
    if (landing && mayOpen(landing, { signedIn, superAdmin: false })) {
      await preloadPage(`${landing.remote}/${landing.expose}`);
      await nextTask();
    }
    const store = makeStore({ config: { apiBaseUrl: registry.apiUrl } });
    const root = createRoot(container);
    // Rendered as a transition so React yields to the browser every few milliseconds: the first render of the
    // whole site would otherwise be one long task that blocks input.
    startTransition(() => root.render(<App store={store} />));
  } catch (error) {
    await showRegistryError(container, error instanceof Error ? error.message : String(error));
  }
}

/** The site cannot assemble without its registry: say so on the page, with a way to try again. */
async function showRegistryError(container: HTMLElement, message: string) {
  const [{ createRoot }, { UiProvider }, { RegistryErrorPage }] = await Promise.all([
    import('react-dom/client'),
    import('@sentiscope/shared/ui'),
    import('./app/registry-error-page'),
  ]);
  container.replaceChildren();
  createRoot(container).render(
    <UiProvider>
      <RegistryErrorPage message={message} />
    </UiProvider>,
  );
}

void boot();

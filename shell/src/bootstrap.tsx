import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import { App } from './app/app';
import { RegistryErrorPage } from './app/registry-error-page';
import { fetchRegistry } from './app/federation/registry';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('SentiScope: #root is missing from index.html');
  const root = createRoot(container);
  try {
    const registry = await fetchRegistry();
    registerRemotes(
      Object.entries(registry.remotes).map(([name, remote]) => ({ name, entry: remote.manifest })),
      { force: true },
    );
    const store = makeStore({ config: { apiBaseUrl: registry.apiUrl } });
    root.render(<App store={store} />);
  } catch (error) {
    root.render(
      <UiProvider>
        <RegistryErrorPage message={error instanceof Error ? error.message : String(error)} />
      </UiProvider>,
    );
  }
}

void boot();

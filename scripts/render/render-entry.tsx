// The browser globals come first: some modules read them while they load.
import { drawAs } from './browser-globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
// The one place outside the site that routes: a memory router draws a path without a browser's history.
import { MemoryRouter, useRoutes } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import { PAGES } from 'sentiscope-prerender-pages';
import { preloadedPage, preloadPage, RemoteLoaderContext, type PageModule, type RemoteLoader } from '@sentiscope/shell/src/app/federation/remote-loader';
import { REMOTE_LABELS } from '@sentiscope/shell/src/app/federation/remote-names';
import { buildRoutes } from '@sentiscope/shell/src/app/routing/app-routes';
import { routeFor } from '@sentiscope/shell/src/app/routing/route-table';
import type { RenderedCopy, RenderJob } from './render-job';
import { scopedRules } from './scope-css';

/**
 * Draws the prerendered copies in Node (scripts/prerender.ts runs this bundle: `node render.js job.json out.json`).
 * Each copy is the shell's route tree for one path, as its first render in a browser makes it before any answer
 * from the API: the page's module already loaded (as the shell loads the landing page before it first renders),
 * no request sent (effects never run here), the width and scheme of the drawing.
 */

function Routes() {
  const [routes] = useState(buildRoutes);
  return useRoutes(routes);
}

/**
 * The copy's fields and buttons are disabled: nothing typed before the live page takes over is lost, and no form
 * submits natively. Nothing in it takes the focus (the live page focuses its own field).
 */
export const disableControls = (html: string) =>
  html.replace(/<(input|select|textarea|button)\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g, (_tag, name: string, attributes: string, close: string) => {
    const kept = attributes.replace(/\sautofocus(="[^"]*")?/gi, '');
    return /\sdisabled(=|\s|$)/.test(kept) ? `<${name}${kept}${close}>` : `<${name}${kept} disabled=""${close}>`;
  });

/** A remote page's loading state (RemotePage's fallback): a copy must show the page itself. */
const LOADING = new RegExp(`Loading the (${Object.values(REMOTE_LABELS).join('|')})`);

function drawCopy(copy: RenderJob['copies'][number], apiBaseUrl: string, loader: RemoteLoader): RenderedCopy {
  drawAs({ width: copy.width, height: copy.height, scheme: copy.scheme, path: copy.path, storage: copy.storage });
  const store = makeStore({ config: { apiBaseUrl }, storage: window.localStorage });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={store}>
          <UiProvider>
            <RemoteLoaderContext.Provider value={loader}>
              <MemoryRouter initialEntries={[copy.path]}>
                <Routes />
              </MemoryRouter>
            </RemoteLoaderContext.Provider>
          </UiProvider>
        </Provider>,
      ),
    );
    if (LOADING.test(html)) throw new Error(`${copy.path} was drawn as its loading state, not the page`);
    return { html: disableControls(html), css: scopedRules(sheet.instance.toString(), copy.scope) };
  } finally {
    sheet.seal();
  }
}

async function main() {
  const [jobFile, outFile] = process.argv.slice(2);
  const job = JSON.parse(readFileSync(jobFile, 'utf8')) as RenderJob;
  const loader: RemoteLoader = async (id: string): Promise<PageModule> => {
    const load = PAGES[id];
    if (!load) throw new Error(`No page module for ${id}`);
    return (await load()) as PageModule;
  };
  for (const path of new Set(job.copies.map((copy) => copy.path))) {
    const route = routeFor(path);
    if (!route) throw new Error(`No route for ${path}`);
    const id = `${route.remote}/${route.expose}`;
    await preloadPage(id, loader);
    // A page that failed to load would be drawn as its loading state: fail the build with its error instead.
    if (!preloadedPage(id, loader)) await loader(id);
  }
  const copies = job.copies.map((copy) => drawCopy(copy, job.apiBaseUrl, loader));
  writeFileSync(outFile, JSON.stringify(copies));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import path from 'node:path';
import { rspack, type Configuration, type ExternalItemFunctionData } from '@rspack/core';
import { sourceRule } from './rspack.config.base';

/**
 * The build's Node render of the prerendered pages (scripts/prerender.ts, docs/decisions/106): the shell's routes
 * and layouts with the pages of every remote, bundled into one CommonJS file that renders them with
 * react-dom/server. The site's own sources are compiled as the browser builds compile them (each app's `@/` is
 * its own src folder); every package from node_modules stays a plain `require`, so React, styled-components and
 * the store are Node's single copies.
 */
export type RenderBuild = {
  /** The render entry (scripts/render/render-entry.tsx). */
  entry: string;
  /** The generated module that maps each page's federation id to an import of its module. */
  pagesModule: string;
  /** The folders of the apps whose sources the bundle compiles. */
  appDirs: string[];
  outDir: string;
};

export const RENDER_FILE = 'render.js';
export const PAGES_MODULE = 'sentiscope-prerender-pages';

/** Bare package requests, except the site's own workspace packages (TypeScript sources compiled here). */
function external({ request }: ExternalItemFunctionData, callback: (error?: Error, result?: string) => void) {
  const bare = request && request !== PAGES_MODULE && /^(?![./]|@sentiscope\/|@\/)(@[\w.-]+\/)?[\w.-]+(\/[^:]*)?$/.test(request);
  if (bare) callback(undefined, `commonjs ${request}`);
  else callback();
}

export function createRenderConfig(build: RenderBuild): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    devtool: false,
    context: path.dirname(build.entry),
    entry: { render: build.entry },
    output: { path: build.outDir, filename: RENDER_FILE, library: { type: 'commonjs2' }, clean: true },
    externals: [external],
    externalsType: 'commonjs',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: { [`${PAGES_MODULE}$`]: build.pagesModule },
    },
    module: {
      rules: [
        sourceRule({ production: true, target: 'es2022' }),
        // `@/…` inside an app is that app's src folder, as in its own build.
        ...build.appDirs.map((dir) => ({ include: path.join(dir, 'src'), resolve: { alias: { '@': path.join(dir, 'src') } } })),
        { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: the pages' dynamic imports are only a way to name them here.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

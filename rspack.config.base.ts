import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { headScript } from '@sentiscope/shell/head-script';
import { BootScriptsPlugin } from './rspack.boot-scripts';

/**
 * The one build factory every SentiScope app calls: TSX through rspack's builtin SWC loader,
 * content-hashed file names, production minification and the one shared-dependency policy.
 */

export type AppKind = 'host' | 'remote';

export type AppOptions = {
  /** Federation name: a JS identifier (shell, mfe_marketing, ...). */
  name: string;
  /** The app's folder (its package root). */
  dir: string;
  kind: AppKind;
  /** Pages a remote exposes: './HomePage' -> './src/...'. */
  exposes?: Record<string, string>;
  /** Runtime plugins of the federation runtime (host only). */
  runtimePlugins?: string[];
  /** Page title of the app's own index.html (standalone for remotes). */
  title: string;
};

export type BuildEnv = {
  production: boolean;
};

const ROOT = __dirname;

const INTER_LATIN_FILE = path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

function versionOf(pkg: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Singletons shared between the shell and every remote: one React, one router, one store,
 * one API cache, one theme. Nothing else is shared. The router is shared through the facade in
 * @sentiscope/shared/router, so that react-router is tree-shaken inside it (docs/decisions/004). The contract
 * (@sentiscope/shared/contract) is not shared: it holds no state, so each app compiles in the parts it imports
 * (docs/decisions/117).
 */
export const SHARED_PACKAGES: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'react-redux': 'react-redux',
  'styled-components': 'styled-components',
  'react-toastify': 'react-toastify',
  '@sentiscope/shared/api': '@sentiscope/shared',
  '@sentiscope/shared/store': '@sentiscope/shared',
  '@sentiscope/shared/ui': '@sentiscope/shared',
  // The router, tree-shaken to the API the site uses; versioned as the react-router it wraps.
  '@sentiscope/shared/router': 'react-router',
};

export function sharedConfig(): Record<string, { singleton: true; requiredVersion: string; version: string }> {
  const entries = Object.entries(SHARED_PACKAGES).map(([request, pkg]) => {
    const version = versionOf(pkg);
    return [request, { singleton: true as const, requiredVersion: `^${version}`, version }] as const;
  });
  return Object.fromEntries(entries);
}

/** The file a remote's standalone page loads first: the federation runtime its own entry leaves out. */
export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** Every app's build: the app itself and, for a remote, the runtime script of its standalone page. */
/**
 * Each app's exposed pages as its config declares them, by federation name, with the app's folder: the build's
 * prerender renders those modules in Node (rspack.config.render.ts).
 */
export const DECLARED_EXPOSES = new Map<string, { dir: string; exposes: Record<string, string> }>();

export function createConfig(app: AppOptions, env: BuildEnv): Configuration[] {
  DECLARED_EXPOSES.set(app.name, { dir: app.dir, exposes: app.exposes ?? {} });
  const main = createAppConfig(app, env);
  return app.kind === 'remote' ? [main, createStandaloneRuntimeConfig(app, env)] : [main];
}

function createStandaloneRuntimeConfig(app: AppOptions, env: BuildEnv): Configuration {
  return {
    name: `${app.name}:standalone-runtime`,
    // After the app's own build, which cleans the output folder.
    dependencies: [app.name],
    context: ROOT,
    mode: env.production ? 'production' : 'development',
    devtool: false,
    target: 'web',
    entry: { 'federation-runtime': path.join(ROOT, 'federation-runtime-global.ts') },
    output: { path: path.join(app.dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } }, type: 'javascript/auto' },
      ],
    },
    optimization: { minimize: env.production },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** The site's own TypeScript and TSX, compiled by rspack's builtin SWC (the browser builds and the Node render). */
export function sourceRule({ production, target }: { production: boolean; target: string }): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

function createAppConfig(app: AppOptions, env: BuildEnv): Configuration {
  const { production } = env;
  const hash = production ? '.[contenthash:10]' : '';
  return {
    name: app.name,
    context: app.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/main.ts' },
    target: 'web',
    output: {
      path: path.join(app.dir, 'dist'),
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      publicPath: 'auto',
      uniqueName: app.name,
      clean: { keep: (file: string) => file === STANDALONE_RUNTIME_FILE },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: { '@': path.join(app.dir, 'src') },
    },
    module: {
      rules: [
        sourceRule({ production, target: 'es2020' }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset' },
      ],
    },
    plugins: [
      // Static files every page links from index.html: the Inter latin face (preloaded) and the app's public/ folder
      // (the shell's logo, favicons, web app manifest and Open Graph image).
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: INTER_LATIN_FILE, to: 'fonts/inter-latin-wght-normal.woff2' },
          ...(existsSync(path.join(app.dir, 'public')) ? [{ from: path.join(app.dir, 'public'), to: '.' }] : []),
        ],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(ROOT, 'index.html'),
        title: app.title,
        templateParameters: {
          title: app.title,
          // A remote's own page first loads the federation runtime that the shell provides when assembled.
          // The shell paints the remembered or system colour scheme before it starts, so a light-mode visitor never
          // sees a dark flash, and marks a visit with no session (shell/head.js): inline, because a blocking file would hold the first paint for a round trip (the
          // server's CSP allows it by its hash, scripts/static-server.ts).
          headScripts:
            app.kind === 'remote' ? `<script src="/${STANDALONE_RUNTIME_FILE}"></script>` : `<script>${headScript()}</script>`,
        },
        // Pages live on nested paths (/admin/pricing): the entry script must load from the origin root.
        publicPath: '/',
        // The page runs the app's own entry; the remote entry is for the shell.
        chunks: ['main'],
        minify: production,
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        // Remotes are registered at runtime from the registry; none is known at build time.
        remotes: {},
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        runtimePlugins: app.runtimePlugins ?? [],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime per page: the shell provides it and every remote entry uses it, instead of
        // each remote entry carrying its own copy (about 30 KB gzip each). Built for browsers only: the runtime's
        // Node branches drop out (docs/decisions/108).
        experiments: {
          ...(app.kind === 'remote' ? { externalRuntime: true } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      // The host's server preloads the scripts its first visit loads (rspack.boot-scripts.ts).
      ...(app.kind === 'host' ? [new BootScriptsPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    experiments: { css: true },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

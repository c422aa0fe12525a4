import { exposesFromPages, REMOTES } from '@sentiscope/shared/contract';
import { createConfig, type BuildEnv } from '../rspack.config.base';
import { PAGES } from './src/app/pages';

export default (env: BuildEnv) =>
  createConfig(
    { name: REMOTES.marketing, dir: __dirname, kind: 'remote', title: 'SentiScope marketing', exposes: exposesFromPages(REMOTES.marketing, PAGES) },
    env,
  );

import { exposesFromPages, REMOTES } from '@sentiscope/shared/contract';
import { createConfig, type BuildEnv } from '../rspack.config.base';
import { PAGES } from './src/app/pages';

export default (env: BuildEnv) =>
  createConfig(
    { name: REMOTES.dashboard, dir: __dirname, kind: 'remote', title: 'SentiScope dashboard', exposes: exposesFromPages(REMOTES.dashboard, PAGES) },
    env,
  );

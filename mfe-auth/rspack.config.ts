import { createConfig, type BuildEnv } from '../rspack.config.base';
import { EXPOSES } from './src/app/exposes';

export default (env: BuildEnv) =>
  createConfig({ name: 'mfe_auth', dir: __dirname, kind: 'remote', title: 'SentiScope sign-in', exposes: { ...EXPOSES } }, env);

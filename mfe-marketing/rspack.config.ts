import { createConfig, type BuildEnv } from '../rspack.config.base';
import { EXPOSES } from './src/app/exposes';

export default (env: BuildEnv) =>
  createConfig({ name: 'mfe_marketing', dir: __dirname, kind: 'remote', title: 'SentiScope marketing', exposes: { ...EXPOSES } }, env);

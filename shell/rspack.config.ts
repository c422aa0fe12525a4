import path from 'node:path';
import { createConfig, type BuildEnv } from '../rspack.config.base';

export default (env: BuildEnv) =>
  createConfig(
    {
      name: 'shell',
      dir: __dirname,
      kind: 'host',
      title: 'SentiScope · AI crypto and stock sentiment analysis',
      runtimePlugins: [path.join(__dirname, 'src/app/federation/runtime-plugin.ts')],
    },
    env,
  );

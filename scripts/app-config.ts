import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ROOT, type App } from './apps';

type ConfigFactory = (env: { production: boolean }) => Configuration[];

/** An app's rspack configurations, from its own rspack.config.ts (or that of another checkout of its folder). */
export async function loadConfig(app: App, production: boolean, appDir = path.join(ROOT, app.dir)): Promise<Configuration[]> {
  const mod = (await import(path.join(appDir, 'rspack.config.ts'))) as { default: ConfigFactory | { default: ConfigFactory } };
  const factory = typeof mod.default === 'function' ? mod.default : mod.default.default;
  return factory({ production });
}

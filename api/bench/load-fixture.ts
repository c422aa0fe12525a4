// The database the load bench's SQLite mode runs on with `--fixture`: a scale fixture kept before (a folder), or,
// with `--fixture new`, one built for this run (1,000 assets of 8 years, bench/scale-fixture.ts) and removed after.
import { buildScaleFixture } from './scale-fixture';
import { FIXTURE } from './load-options';

export type LoadFixture = { dir: string; built: boolean; remove(): void };

export async function loadFixture(): Promise<LoadFixture | null> {
  if (!FIXTURE) return null;
  if (FIXTURE !== 'new') return { dir: FIXTURE, built: false, remove: () => undefined };
  const started = performance.now();
  const fixture = await buildScaleFixture();
  console.log(`fixture: ${fixture.assetIds.length} assets, ${fixture.candles} candles, built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { dir: fixture.dataDir, built: true, remove: () => fixture.remove() };
}

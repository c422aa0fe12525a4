import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, StatsCompilation } from '@rspack/core';

/**
 * The shell's scripts a first visit loads, written beside its files as `boot-scripts.json` after each build: what
 * its server preloads for a page (scripts/shell-page.ts, through the prerendered copies). Read from the build's
 * chunk graph, without a browser: the `bootstrap` chunk `main.ts` imports, the chunks of every module
 * `bootstrap.tsx` imports while the site boots, and, for each shared package a chunk of those consumes, the
 * chunks that provide it (never the chunks of its fallback, which the shell's own copy makes unused). The chunks
 * a module imports on first use (the toast library, the password meter, the registry's error page) stay out.
 */
export const BOOT_SCRIPTS_FILE = 'boot-scripts.json';

/** Imports of `bootstrap.tsx` that run only when the site cannot boot. */
const NOT_AT_BOOT = new Set(['./app/registry-error-page']);

const CONSUMED = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@/;

export function bootScripts(stats: StatsCompilation): string[] {
  const chunks = stats.chunks ?? [];
  const consumers = new Map<string, Set<string | number>>();
  for (const module of stats.modules ?? []) {
    const name = CONSUMED.exec(module.name ?? '')?.[1];
    if (name) consumers.set(name, new Set([...(consumers.get(name) ?? []), ...(module.chunks ?? [])]));
  }
  const boot = new Set(
    chunks.filter((chunk) =>
      (chunk.origins ?? []).some(({ moduleIdentifier = '', request }) =>
        moduleIdentifier.endsWith('/src/main.ts') ? request === './bootstrap' : moduleIdentifier.endsWith('/src/bootstrap.tsx') && !NOT_AT_BOOT.has(request ?? ''),
      ),
    ),
  );
  for (let grew = true; grew; ) {
    grew = false;
    const ids = new Set([...boot].map((chunk) => chunk.id));
    const consumed = new Set([...consumers].filter(([, inChunks]) => [...inChunks].some((id) => ids.has(id))).map(([name]) => name));
    for (const chunk of chunks) {
      if (boot.has(chunk)) continue;
      if ((chunk.origins ?? []).some(({ moduleName = '' }) => consumed.has(PROVIDED.exec(moduleName)?.[1] ?? ''))) {
        boot.add(chunk);
        grew = true;
      }
    }
  }
  return [...new Set([...boot].flatMap((chunk) => chunk.files ?? []).filter((file) => file.endsWith('.js')))].sort();
}

/** Writes the host's boot scripts after every build (watch builds too). */
export class BootScriptsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('BootScriptsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, modules: true, ids: true });
      const out = stats.compilation.outputOptions.path ?? compiler.outputPath;
      writeFileSync(path.join(out, BOOT_SCRIPTS_FILE), JSON.stringify(bootScripts(json)));
    });
  }
}

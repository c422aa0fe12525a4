// Feeds are parsed on a worker thread (feed-worker.ts): a feed of many megabytes then costs the thread its time,
// and the API's event loop keeps answering. One thread, started on first use, not keeping the process alive, and
// started again after it died (a feed too large for its memory limit fails alone).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FetchedHeadline } from '../../prices/sources/types';
import { SourceError } from '../../prices/sources/types';

export type FeedJob = { id: number; xml: string; fallbackSource: string; maxItems: number };
export type FeedJobAnswer = { id: number; items: FetchedHeadline[]; total: number } | { id: number; error: string };

/** The thread's heap: a feed within the byte cap parses in a fraction of it. */
const THREAD_HEAP_MB = 256;

type Pending = { resolve(answer: { items: FetchedHeadline[]; total: number }): void; reject(error: Error): void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  // Compiled (npm run build), the thread's module sits beside the API's; run from TypeScript through tsx, the thread
  // registers the same loader before reading its module.
  const compiled = path.join(__dirname, 'feed-worker.js');
  const code = existsSync(compiled)
    ? `require(${JSON.stringify(compiled)});`
    : `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(path.join(__dirname, 'feed-worker.ts'))});`;
  const started = new Worker(code, { eval: true, resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
  started.unref();
  started.on('message', (answer: FeedJobAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if ('error' in answer) job.reject(new SourceError(answer.error));
    else job.resolve(answer);
  });
  const gone = (error: Error) => {
    if (worker === started) worker = null;
    failAll(new SourceError(`the feed could not be read (${error.message})`));
  };
  started.on('error', gone);
  started.on('exit', (code) => gone(new Error(`parser stopped with code ${code}`)));
  worker = started;
  return started;
}

/** Parses a feed on the parser thread: its `maxItems` newest items, newest first, and how many it carried. */
export function parseFeedOffLoop(xml: string, fallbackSource: string, maxItems: number): Promise<{ items: FetchedHeadline[]; total: number }> {
  const running = thread();
  const id = nextId++;
  // A thread with work keeps the process alive (a script waiting for a run); an idle one does not.
  running.ref();
  const settled = () => {
    if (pending.size === 0) running.unref();
  };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: (answer) => (resolve(answer), settled()), reject: (error) => (reject(error), settled()) });
    running.postMessage({ id, xml, fallbackSource, maxItems } satisfies FeedJob);
  });
}

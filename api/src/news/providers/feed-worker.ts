// The feed parser's thread: feeds are read here, off the API's event loop, so a large feed never holds up the
// answers. Each message is one feed's text; the answer is its newest items up to the cap, or the parse error.
import { parentPort } from 'node:worker_threads';
import { newestItems, parseFeed } from './feed-parser';
import type { FeedJob, FeedJobAnswer } from './feed-thread';

parentPort?.on('message', ({ id, xml, fallbackSource, maxItems }: FeedJob) => {
  let answer: FeedJobAnswer;
  try {
    const items = parseFeed(xml, fallbackSource);
    answer = { id, items: newestItems(items, maxItems), total: items.length };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});

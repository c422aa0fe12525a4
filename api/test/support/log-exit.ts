// Run by request-log.test.ts in a process of its own: writes a few request-log lines through the API's buffered
// output (too short to fill a batch), then exits at once (`exit`) or dies of an uncaught exception (`crash`).
import pino from 'pino';
import { bufferedStdout, flushOnFatal } from '../../src/platform/http/request-log';

const output = bufferedStdout();
const log = pino({ level: 'info' }, output);
flushOnFatal(log, output);
for (let n = 1; n <= 3; n += 1) log.info({ n }, 'buffered line');
if (process.argv[2] === 'crash') {
  setImmediate(() => {
    throw new Error('the process fails here');
  });
} else process.exit(0);

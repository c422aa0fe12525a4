// `npm run -s score:sentiment < headlines.txt`: one JSON line per input line, in order.
import { createInterface } from 'node:readline';
import { scoreHeadline } from '../analysis/model/model';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
lines.on('line', (line) => {
  const s = scoreHeadline(line);
  const terms = s.terms.map((t) => ({ term: t.term, weight: round(t.weight, 4) }));
  process.stdout.write(`${JSON.stringify({ score: round(s.score, 4), polarity: s.polarity, z: round(s.z, 4), bullish: round(s.bullish, 4), bearish: round(s.bearish, 4), terms, bias: round(s.bias, 4) })}\n`);
});

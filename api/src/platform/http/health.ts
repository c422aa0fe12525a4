// GET /v1/health: the process answers, which database it uses and, when market sources are configured, how fresh
// the stored data are (stale data are reported, never an error).
import type { DbKind } from '../db';
import { Type, answer, answerOf, nullable, oneOf } from './schemas';

export type Health = {
  status: 'ok';
  database: DbKind;
  /** Empty when the stored data could not be read. */
  data?: { stale?: boolean; asOf?: string | null; live?: boolean };
};

// Every field of `data` is optional, so the serialiser keeps them in this order (it writes optional ones last).
export const healthAnswer = answer(
  answerOf<Health>()(
    Type.Object({
      status: Type.Literal('ok'),
      database: oneOf(['sqlite', 'postgres'] satisfies DbKind[]),
      data: Type.Optional(Type.Partial(Type.Object({ stale: Type.Boolean(), asOf: nullable(Type.String()), live: Type.Boolean() }))),
    }),
  ),
);

import { createHash } from 'node:crypto';
import { MODEL } from '../analysis/model/model';

/**
 * The version of the headline model every stored score names: a digest of the committed weights, so retrained
 * weights are a new version and the backfill job scores every stored headline again.
 */
export const HEADLINE_MODEL_VERSION = `weights-${createHash('sha256').update(JSON.stringify(MODEL.weights)).digest('hex').slice(0, 12)}`;

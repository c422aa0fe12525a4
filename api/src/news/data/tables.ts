import type { Kysely } from 'kysely';
import type { Executor } from '../../platform/db';

export const HEADLINES = 'market_headlines';

/** One stored headline, scored once by the model version it names. */
export type HeadlineRow = {
  id: string;
  /** The item's link or guid, normalised; null when the feed gave neither. */
  link_key: string | null;
  /** The publication day and the title in lower case, letters and digits only: the same story from two feeds. */
  title_key: string;
  source: string;
  published_at: number;
  day: string;
  title: string;
  link: string | null;
  /** Space-separated asset ids the headline names (' btc eth '); empty = market-wide. */
  assets: string;
  score: number;
  label: string;
  /** JSON of the model's largest terms. */
  terms: string;
  model_version: string;
  stored_at: number;
  /** The headline generation of the transaction that added it (readers read only generations they lack). */
  generation: number;
};

export type NewsTables = { [HEADLINES]: HeadlineRow };

export type NewsDb = Kysely<NewsTables>;

/** The headlines table lives beside the core schema; news/data reads and writes it. */
export const newsDb = (db: Executor | Kysely<any>): NewsDb => db as unknown as NewsDb; // eslint-disable-line @typescript-eslint/no-explicit-any

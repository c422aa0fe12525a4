// The headlines a process has read, in the order a full read gives (by day, then id): the headlines a run adds
// are merged in, instead of every stored headline being read and parsed again after every run.
import type { HeadlineItem, HeadlineSet } from '../../analysis/headlines';
import type { StoredHeadline } from '../data/headlines';

export type LoadedHeadlines = {
  set: HeadlineSet;
  /** The stored id of each item of `set`, in the same order. */
  ids: readonly string[];
  /** The newest generation read. */
  generation: number;
  /** The headlines' base when read: another base means they changed in place, and everything is read again. */
  base: string;
};

const itemOf = (r: StoredHeadline): HeadlineItem => ({
  date: r.day,
  source: r.source,
  title: r.title,
  score: r.score,
  terms: JSON.parse(r.terms) as { term: string; weight: number }[],
  modelVersion: r.model_version,
  lower: r.title.toLowerCase(),
  assets: r.assets.split(' ').filter(Boolean),
});

/** `rows` (by day, then id) added to what was read before, or on their own after a full read. */
export function addHeadlines(before: LoadedHeadlines | null, rows: readonly StoredHeadline[], generation: number, base: string): LoadedHeadlines {
  const added = rows.map(itemOf);
  if (!before) return { set: { items: added }, ids: rows.map((r) => r.id), generation, base };
  const old = before.set.items;
  const oldIds = before.ids;
  const items: HeadlineItem[] = [];
  const ids: string[] = [];
  let i = 0;
  rows.forEach((r, j) => {
    while (i < old.length && (old[i].date < r.day || (old[i].date === r.day && oldIds[i] < r.id))) {
      items.push(old[i]);
      ids.push(oldIds[i]);
      i += 1;
    }
    items.push(added[j]);
    ids.push(r.id);
  });
  for (; i < old.length; i += 1) {
    items.push(old[i]);
    ids.push(oldIds[i]);
  }
  return { set: { items }, ids, generation, base };
}

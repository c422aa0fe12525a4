import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FetchedHeadline } from '../../prices/sources/types';
import { SourceError } from '../../prices/sources/source-error';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  htmlEntities: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;

/** The text of an element that may be a plain value, an element with attributes (#text) or absent. */
function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return text((value as Node)['#text']);
  const s = String(value).trim();
  return s === '' ? null : s;
}

function parseDate(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** An Atom entry's link: the alternate one (or the first without a rel). */
function atomLink(links: unknown): string | null {
  if (!Array.isArray(links)) return text(links);
  const alternate = links.find((l: Node) => l['@_rel'] === undefined || l['@_rel'] === 'alternate') ?? links[0];
  return typeof alternate === 'object' && alternate ? (text((alternate as Node)['@_href']) ?? text(alternate)) : text(alternate);
}

/** Items of an RSS 2.0 (or RSS 1.0) or Atom document; the channel's title names the source. Malformed XML throws. */
export function parseFeed(xml: string, fallbackSource: string): FetchedHeadline[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new SourceError(`malformed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const doc = parser.parse(xml) as Node;
  const rss = (doc.rss as Node | undefined)?.channel as Node | undefined;
  const rdf = doc['rdf:RDF'] as Node | undefined;
  const atom = doc.feed as Node | undefined;
  if (rss || rdf) {
    const channel = (rss ?? (rdf?.channel as Node | undefined) ?? {}) as Node;
    const source = text(channel.title) ?? fallbackSource;
    const items = ((rss ? rss.item : rdf?.item) ?? []) as Node[];
    return items.map((item) => {
      // An aggregator's item names its publisher (RSS 2.0 <source>), and Google News also ends the title with it.
      const publisher = text(item.source);
      const title = text(item.title) ?? '';
      return {
        title: publisher && title.endsWith(` - ${publisher}`) ? title.slice(0, -publisher.length - 3) : title,
        link: text(item.link),
        guid: text(item.guid),
        publishedAt: parseDate(text(item.pubDate) ?? text(item['dc:date'])),
        source: publisher ?? source,
      };
    });
  }
  if (atom) {
    const source = text(atom.title) ?? fallbackSource;
    return ((atom.entry ?? []) as Node[]).map((entry) => ({
      title: text(entry.title) ?? '',
      link: atomLink(entry.link),
      guid: text(entry.id),
      publishedAt: parseDate(text(entry.published) ?? text(entry.updated)),
      source,
    }));
  }
  throw new SourceError('not an RSS or Atom feed');
}

/** The `max` newest items (by publication time; undated ones last), newest first. */
export function newestItems(items: readonly FetchedHeadline[], max: number): FetchedHeadline[] {
  return [...items].sort((a, b) => (b.publishedAt ?? -Infinity) - (a.publishedAt ?? -Infinity)).slice(0, max);
}

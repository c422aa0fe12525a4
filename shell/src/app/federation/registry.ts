import { REMOTE_NAMES, type RemoteName } from './remote-names';

/** The per-environment registry the shell fetches at boot: where each remote's manifest and the API live. */
export type Registry = {
  apiUrl: string;
  remotes: Record<RemoteName, { manifest: string; version?: string }>;
};

export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export function parseRegistry(raw: unknown): Registry {
  if (!isRecord(raw)) throw new RegistryError('The site registry is not a JSON object.');
  if (!isHttpUrl(raw.apiUrl)) throw new RegistryError('The site registry has no valid apiUrl.');
  if (!isRecord(raw.remotes)) throw new RegistryError('The site registry lists no remotes.');
  const remotes = {} as Registry['remotes'];
  for (const name of REMOTE_NAMES) {
    const entry = raw.remotes[name];
    if (!isRecord(entry) || !isHttpUrl(entry.manifest)) {
      throw new RegistryError(`The site registry has no manifest URL for ${name}.`);
    }
    remotes[name] = {
      manifest: entry.manifest,
      ...(typeof entry.version === 'string' ? { version: entry.version } : {}),
    };
  }
  return { apiUrl: raw.apiUrl.replace(/\/+$/, ''), remotes };
}

/** The id of the JSON data block in which the server that serves the shell inlines the registry. */
export const REGISTRY_ELEMENT_ID = 'sentiscope-registry';

/** The registry inlined into the page, or null when the page has none (then it is fetched). */
export function inlineRegistry(doc: Document = document): Registry | null {
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RegistryError('The site registry is not valid JSON.');
  }
  return parseRegistry(raw);
}

export async function fetchRegistry(url = '/remotes.json', fetchImpl: typeof fetch = fetch): Promise<Registry> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch {
    throw new RegistryError('The site registry could not be reached.');
  }
  if (!response.ok) throw new RegistryError(`The site registry answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RegistryError('The site registry is not valid JSON.');
  }
  return parseRegistry(body);
}

// The catalogue as the admin console and the API agree on it: an asset's row, what an admin may change of it, and
// the words of the answers (docs/catalogue.md).

/** What an asset is: a coin, a stock, or an exchange-traded fund. */
export type AssetClass = 'crypto' | 'stock' | 'etf';
/** Being filled with its history, served, given up (with the reason), or hidden by an admin (its data kept). */
export type AssetState = 'backfilling' | 'active' | 'failed' | 'hidden';

/** One asset of the catalogue as admins see it. */
export type CatalogueAsset = {
  id: string;
  symbol: string;
  name: string;
  kind: AssetClass;
  exchange: string;
  state: AssetState;
  stateReason: string | null;
  /** Lower-case words or phrases that link a headline to the asset. */
  aliases: string[];
  /** Each price provider's own symbol for the asset. */
  providerSymbols: Record<string, string>;
};

/** What a super admin may change of an asset: hide it (its data stays) or show it again, and its aliases. */
export type AssetChange = { hidden?: boolean; aliases?: string[] };

export const ALIAS_LIMITS = { most: 20, shortest: 2, longest: 40 } as const;

export const CATALOGUE_MESSAGES = {
  assetsListed: 'Assets listed.',
  assetSaved: 'Asset saved.',
  assetMissing: 'There is no asset with this id.',
  nothingToChange: 'Send hidden, aliases or both.',
  aliasesEmpty: 'An asset needs at least one alias to link headlines by.',
  aliasesTooMany: `An asset has at most ${ALIAS_LIMITS.most} aliases.`,
  aliasLength: `Each alias is ${ALIAS_LIMITS.shortest} to ${ALIAS_LIMITS.longest} characters.`,
  aliasRepeated: (alias: string) => `The alias '${alias}' is listed twice.`,
  planAssetUnknown: (id: string) => `'${id}' is not an asset of the catalogue.`,
} as const;

/** The aliases as stored: trimmed, lower case. */
export const normalisedAliases = (aliases: readonly string[]): string[] => aliases.map((a) => a.trim().toLowerCase());

/** Why a list of aliases cannot be saved, or '' when it can. */
export function aliasesError(aliases: readonly string[]): string {
  const list = normalisedAliases(aliases);
  if (list.length === 0) return CATALOGUE_MESSAGES.aliasesEmpty;
  if (list.length > ALIAS_LIMITS.most) return CATALOGUE_MESSAGES.aliasesTooMany;
  if (list.some((a) => a.length < ALIAS_LIMITS.shortest || a.length > ALIAS_LIMITS.longest)) return CATALOGUE_MESSAGES.aliasLength;
  const repeated = list.find((a, i) => list.indexOf(a) !== i);
  return repeated ? CATALOGUE_MESSAGES.aliasRepeated(repeated) : '';
}

/** New assets one member may add in one UTC day (a super admin has no such limit). */
export const DAILY_ASSET_ADDS = 10;

const KIND_WORDS: Record<AssetClass, string> = { crypto: 'coins', stock: 'stocks', etf: 'ETFs' };

export const ADD_ASSET_MESSAGES = {
  queued: 'Asset added: its history is being filled in.',
  tracked: 'This asset is already tracked.',
  queuedAgain: 'This asset failed before: it is being filled in again.',
  status: 'Asset status.',
  missing: 'There is no asset with this id.',
  notInDirectory: (symbol: string) => `${symbol} is not in the symbol directory: search for it first and add it as listed.`,
  needsPlan: (kind: AssetClass, plan: string | null) =>
    plan ? `Adding ${KIND_WORDS[kind]} needs the ${plan} plan.` : `Adding ${KIND_WORDS[kind]} is open to administrators only.`,
  dailyLimit: `You have added ${DAILY_ASSET_ADDS} assets today, the most a day allows: add more tomorrow (UTC).`,
  notOpenYet: (symbol: string) => `${symbol} opens once its history is filled in.`,
} as const;

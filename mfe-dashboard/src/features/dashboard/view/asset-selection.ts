import { SELECTED_STOCK_STORAGE_KEY, type SelectedStock, type StockItem } from '@sentiscope/shared/contract';

/** The plan opens it and its history is in: an asset being added, or that failed, opens only once active. */
export const isOpenable = (asset: StockItem): boolean => !asset.locked && (asset.state === undefined || asset.state === 'active');

/**
 * Which asset the dashboard opens: the one asked for (URL) or saved (by id) when the plan opens it, else the
 * catalogue's default, else the first whose name begins with BTC, else the first the plan opens.
 */
export function chooseAsset(list: readonly StockItem[], wanted: readonly (string | null | undefined)[]): StockItem | null {
  const open = list.filter(isOpenable);
  for (const id of wanted) {
    const hit = id ? open.find((a) => a.id === id) : undefined;
    if (hit) return hit;
  }
  return open.find((a) => a.isDefault) ?? open.find((a) => a.name.startsWith('BTC')) ?? open[0] ?? null;
}

/** The saved selection (name and id), or null when nothing valid is stored. */
export function readSavedAsset(storage: Pick<Storage, 'getItem'> | null): SelectedStock | null {
  try {
    const raw = storage?.getItem(SELECTED_STOCK_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && typeof (value as SelectedStock).id === 'string') {
      return { id: (value as SelectedStock).id, name: String((value as SelectedStock).name ?? '') };
    }
  } catch {
    // A damaged entry counts as no selection.
  }
  return null;
}

export function saveAsset(storage: Pick<Storage, 'setItem'> | null, asset: SelectedStock): void {
  try {
    storage?.setItem(SELECTED_STOCK_STORAGE_KEY, JSON.stringify({ name: asset.name, id: asset.id }));
  } catch {
    // Private mode or a full quota: the URL still carries the selection.
  }
}

export const browserStorage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

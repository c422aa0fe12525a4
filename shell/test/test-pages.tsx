import type { ComponentType } from 'react';

/** Stand-ins for remote pages: each shows its federation id, so a test sees which page the shell picked. */
export function testPages(overrides: Record<string, ComponentType> = {}) {
  const cache = new Map<string, ComponentType>();
  const pageFor = (id: string): ComponentType => {
    const existing = cache.get(id);
    if (existing) return existing;
    const Page = overrides[id] ?? (() => <h1>{id}</h1>);
    cache.set(id, Page);
    return Page;
  };
  return { load: async (id: string) => ({ default: pageFor(id) }) };
}

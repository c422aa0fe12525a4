/** What scripts/prerender.ts asks the Node render for (render-entry.tsx), and what it answers: one copy per item. */
export type RenderJob = {
  /** The API the store is configured with: never called, no effect runs in a server render. */
  apiBaseUrl: string;
  copies: { path: string; width: number; height: number; scheme: 'light' | 'dark'; scope: string; storage: Record<string, string> }[];
};
/** The app root's markup and its style rules, each scoped to the copy's scheme. */
export type RenderedCopy = { html: string; css: string[] };

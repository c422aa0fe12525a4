import { SITE_PAGES, type PageAccess, type PageLayout, type SitePage } from '@sentiscope/shared/contract';

/** The shell's route table is the site's list of pages (shared/src/contract/site-pages.ts). */
export type LayoutName = PageLayout;
export type Access = PageAccess;
export type RouteEntry = SitePage;
export const ROUTE_TABLE: readonly RouteEntry[] = SITE_PAGES;

/** The route that renders for a path (`/reset-password/abc` matches `/reset-password/:token`), or null. */
export function routeFor(pathname: string, routes: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | null {
  const parts = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    routes.find((route) => {
      const pattern = route.path.split('/');
      return pattern.length === parts.length && pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i]);
    }) ?? null
  );
}

/** Set on the app root by the server when the HTML carries the page's prerendered copy (scripts/shell-page.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html> before the first paint when the visit has no session (shell/head.js). */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';

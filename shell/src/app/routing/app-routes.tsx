import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '@sentiscope/shared/router';
import { AdminRoute } from '@/features/route-guards/admin-route';
import { ProtectedRoute } from '@/features/route-guards/protected-route';
import { RemotePage } from '../federation/remote-page';
import { AdminLayout } from '../layouts/admin-layout';
import { AuthLayout } from '../layouts/auth-layout';
import { MainLayout } from '../layouts/main-layout';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { ROUTE_TABLE, type Access, type LayoutName } from './route-table';

// The guard wraps the page, so a page the user may not see never asks for its remote.
function guarded(access: Access, page: ReactNode): ReactNode {
  if (access === 'protected') return <ProtectedRoute>{page}</ProtectedRoute>;
  if (access === 'admin') return <AdminRoute>{page}</AdminRoute>;
  return page;
}

function pagesIn(layout: LayoutName): RouteObject[] {
  return ROUTE_TABLE.filter((entry) => entry.layout === layout).map((entry) => ({
    path: entry.path,
    handle: entry,
    element: guarded(entry.access, <RemotePage remote={entry.remote} expose={entry.expose} layout={layout} />),
  }));
}

// The design system catalogue ships only in development builds (the production bundle drops this branch).
const CataloguePage = process.env.NODE_ENV === 'production' ? null : lazy(() => import('@/features/catalogue/catalogue-page'));
const devPages = (): RouteObject[] =>
  CataloguePage
    ? [{ path: '/catalogue', element: <Suspense fallback={null}><CataloguePage /></Suspense> }]
    : [];

/** The shell's route tree: every path of the site inside its layout, and the 404 page for anything else. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <MainLayout />, children: [...pagesIn('main'), ...devPages(), { path: '*', element: <NotFoundPage /> }] },
        { element: <AuthLayout />, children: pagesIn('auth') },
        { element: <AdminLayout />, children: pagesIn('admin') },
      ],
    },
  ];
}

import type { ReactNode } from 'react';
import { ProtectedRoute } from './protected-route';
import { SuperAdminOnly } from './super-admin-only';

/** Admin pages: signed in and a super admin. The page, and so the admin remote, renders only then. */
export function AdminRoute({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <SuperAdminOnly>{children}</SuperAdminOnly>
    </ProtectedRoute>
  );
}

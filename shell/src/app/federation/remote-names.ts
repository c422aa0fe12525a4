// The remotes' federation names belong to the site's list of apps and pages.
import type { RemoteName } from '@sentiscope/shared/contract';

export { REMOTES, REMOTE_NAMES, type RemoteName } from '@sentiscope/shared/contract';

/** How a remote's pages are named while they load ("Loading the dashboard…"). */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_marketing: 'marketing pages',
  mfe_auth: 'sign-in pages',
  mfe_dashboard: 'dashboard',
  mfe_admin: 'admin area',
};


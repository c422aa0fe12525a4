/** Federation names of the four remotes, as their builds and the registry spell them. */
export const REMOTES = {
  marketing: 'mfe_marketing',
  auth: 'mfe_auth',
  dashboard: 'mfe_dashboard',
  admin: 'mfe_admin',
} as const;
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];
export const REMOTE_NAMES: readonly RemoteName[] = Object.values(REMOTES);

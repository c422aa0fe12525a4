// The remotes' federation names belong to the site's list of apps and pages.
export { REMOTES, REMOTE_NAMES, type RemoteName } from '@sentiscope/shared/contract';

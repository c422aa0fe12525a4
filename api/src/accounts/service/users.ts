// The accounts domain's reads that other domains use (a user as the client sees it, subscription state, devices).
export { deviceFromRow, findUserRow, freePlanColumns, isSubscriptionActive, liveSessions, loadUser, normaliseEmail } from '../data/users';

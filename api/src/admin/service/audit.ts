// The admin activity log, for every domain that records an admin's change (plans, company information, users).
export { readAudit, recordAudit } from '../data/audit';

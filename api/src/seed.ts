import { randomBytes } from 'node:crypto';
import { firstPlans, type CompanyInfo } from '@sentiscope/shared/contract';
import type { PasswordHasher } from './accounts/service/passwords';
import { newId } from './platform/ids';
import { anySuperAdmin, insertAdmin } from './accounts/data/admins';
import { findUserByEmail, normaliseEmail, updateUser } from './accounts/data/users';
import { hasCompanyFields, insertCompanyFields } from './admin/data/company';
import { COMPANY_INFO_KEY, readSetting, saveSetting } from './admin/data/settings';
import { alertColumnsOf, hasPlans, insertPlans, planColumnsOf } from './billing/data/plans';
import { takeStartupLock, type Db, type Executor } from './platform/db';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export const SEED_COMPANY_INFO: CompanyInfo = {
  companyName: 'SentiScope',
  addresses: [
    { street: '1 Market Street', city: 'San Francisco', state: 'CA', zipCode: '94105', country: 'USA', isHeadOffice: true },
  ],
  contacts: [{ phone: '+14155550100', email: 'support@sentiscope.example', isPrimary: true }],
  socialMedia: [
    { platform: 'X', url: 'https://x.com/sentiscope', iconName: 'twitter' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/sentiscope', iconName: 'linkedin' },
  ],
  totalUsers: 12500,
  totalProjects: 340,
  totalStorage: 512,
  totalBandwidth: 2048,
  activeUsers: 4300,
  excellentRating: 98,
  premiumFeatures: 24,
};

const SEED_COMPANY_FIELDS: Array<{ key: string; type: string; value: unknown }> = [
  { key: 'companyName', type: 'string', value: 'SentiScope' },
  { key: 'supportEmail', type: 'string', value: 'support@sentiscope.example' },
  { key: 'foundedYear', type: 'number', value: 2024 },
  { key: 'acceptingSignups', type: 'boolean', value: true },
  { key: 'markets', type: 'string[]', value: ['crypto', 'stocks'] },
];

export type SeedResult = { plans: boolean; companyInfo: boolean; admin: { email: string; generatedPassword: string | null } | null };

/** Fills an empty database: plans, company info and a first super admin. Safe to run on every start. */
export async function seed(
  db: Db,
  options: { hasher: PasswordHasher; adminEmail: string | null; adminPassword: string | null; now: number },
): Promise<SeedResult> {
  // Hash before the transaction (argon2 is slow on purpose); only when an admin is going to be needed.
  const needsAdmin = !(await anySuperAdmin(db.k));
  const generatedPassword = needsAdmin && !options.adminPassword ? randomBytes(12).toString('base64url') : null;
  const passwordHash = needsAdmin ? await options.hasher.hash(options.adminPassword ?? generatedPassword!) : null;
  const at = options.now;

  return db.k.transaction().execute(async (trx) => {
    await takeStartupLock(db, trx);
    const result: SeedResult = { plans: false, companyInfo: false, admin: null };
    if (!(await hasPlans(trx))) {
      const rows = firstPlans().map((plan) => ({ id: newId(), ...planColumnsOf(plan), ...alertColumnsOf(plan.alertLimits), created_at: at }));
      await insertPlans(trx, rows);
      result.plans = true;
    }
    if ((await readSetting(trx, COMPANY_INFO_KEY)) === null) {
      await saveSetting(trx, COMPANY_INFO_KEY, JSON.stringify(SEED_COMPANY_INFO));
      if (!(await hasCompanyFields(trx))) await insertCompanyFields(trx, SEED_COMPANY_FIELDS);
      result.companyInfo = true;
    }
    if (passwordHash && !(await anySuperAdmin(trx))) {
      const email = normaliseEmail(options.adminEmail ?? DEFAULT_ADMIN_EMAIL);
      await upsertAdmin(trx, { email, name: 'Admin', passwordHash, now: at });
      result.admin = { email, generatedPassword };
    }
    return result;
  });
}

/** Creates a verified super admin, or promotes (and, given a password, re-keys) an existing account. */
export async function upsertAdmin(
  db: Executor,
  { email, name, passwordHash, now }: { email: string; name: string; passwordHash: string | null; now: number },
): Promise<'created' | 'promoted'> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await updateUser(db, existing.id, { is_super_admin: 1, is_email_verified: 1, ...(passwordHash ? { password_hash: passwordHash } : {}) });
    return 'promoted';
  }
  if (!passwordHash) throw new Error(`No account ${email} exists; a password is needed to create it`);
  await insertAdmin(db, { email, name, passwordHash, now });
  return 'created';
}

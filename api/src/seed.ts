import { randomBytes } from 'node:crypto';
import { sixMonthPriceOf, yearlyPriceOf, type CompanyInfo } from '@sentiscope/shared/contract';
import type { PasswordHasher } from './accounts/service/passwords';
import { newId } from './platform/ids';
import { anySuperAdmin, insertAdmin } from './accounts/data/admins';
import { findUserByEmail, normaliseEmail, updateUser } from './accounts/data/users';
import { hasCompanyFields, insertCompanyFields } from './admin/data/company';
import { COMPANY_INFO_KEY, readSetting, saveSetting } from './admin/data/settings';
import { hasPlans, insertPlans } from './billing/data/plans';
import { takeStartupLock, type Db, type Executor } from './platform/db';
import type { PlansTable } from './platform/db/schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

const ALL_ASSETS = ['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada', 'doge', 'aapl', 'msft', 'nvda', 'tsla', 'spy'];
/** The middle tier: the major coins, no stocks. */
const PREMIUM_ASSETS = ['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada'];

function seedPlan(id: string, fields: Omit<PlansTable, 'id' | 'created_at' | 'six_month_price' | 'yearly_price'>, at: number): PlansTable {
  return {
    id,
    ...fields,
    six_month_price: sixMonthPriceOf(fields.monthly_price, fields.six_month_discount),
    yearly_price: yearlyPriceOf(fields.monthly_price, fields.yearly_discount),
    created_at: at,
  };
}

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
      await insertPlans(trx, [
        seedPlan(
          newId(),
          {
            title: 'Free',
            monthly_price: 0,
            six_month_discount: 0,
            yearly_discount: 0,
            save_text: '',
            note: 'No card needed',
            is_most_popular: 0,
            is_free: 1,
            features: JSON.stringify(['Bitcoin and Ethereum', 'Daily market mood with its working', 'Price chart with indicators']),
            cryptos: JSON.stringify(['btc', 'eth']),
            priority: 1,
            alert_max: 3,
            alert_channels: JSON.stringify(['email', 'in-app']),
          },
          at,
        ),
        seedPlan(
          newId(),
          {
            title: 'Premium',
            monthly_price: 12.99,
            six_month_discount: 10,
            yearly_discount: 20,
            save_text: 'Save up to 20%',
            note: 'Cancel anytime',
            is_most_popular: 1,
            is_free: 0,
            features: JSON.stringify([
              'Six major coins',
              'Daily market mood with its working',
              'Price chart with indicators',
              'Headline sentiment',
              'Custom date ranges',
            ]),
            cryptos: JSON.stringify(PREMIUM_ASSETS),
            priority: 2,
            alert_max: 25,
            alert_channels: JSON.stringify(['email', 'in-app']),
          },
          at,
        ),
        seedPlan(
          newId(),
          {
            title: 'Pro',
            monthly_price: 29.99,
            six_month_discount: 10,
            yearly_discount: 20,
            save_text: 'Save up to 20%',
            note: 'Cancel anytime',
            is_most_popular: 0,
            is_free: 0,
            features: JSON.stringify([
              'Every coin and stock',
              'Daily market mood with its working',
              'Price chart with indicators',
              'Headline sentiment',
              'Custom date ranges',
              'Statistical price range',
              'Priority support',
            ]),
            cryptos: JSON.stringify(ALL_ASSETS),
            priority: 3,
            alert_max: 200,
            alert_channels: JSON.stringify(['email', 'in-app', 'webhook']),
          },
          at,
        ),
      ]);
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

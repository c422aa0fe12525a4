// Company information: the published record every visitor reads, and the admin's typed fields that feed it.
import { companyValueError, type AdminCompanyInformation, type CompanyInfo } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { recordAudit } from '../data/audit';
import { readCompanyInformation, replaceCompanyFields } from '../data/company';
import { COMPANY_INFO_KEY, readSetting, updateSetting } from '../data/settings';
import { publishCompanyFields } from './publish-company';

/** The published record's stored JSON text (null before the first seed). */
export const publishedCompanyInfo = (ctx: AppContext) => readSetting(ctx.db.k, COMPANY_INFO_KEY);

export const companyInformation = (ctx: AppContext) => readCompanyInformation(ctx.db.k);

/** Saves the editor's whole table in one transaction and republishes the record from it. */
export async function saveCompanyInformation(ctx: AppContext, actor: UsersTable, fields: AdminCompanyInformation): Promise<AdminCompanyInformation> {
  const entries = Object.entries(fields);
  for (const [key, field] of entries) {
    const error = companyValueError(key, field.type, field.value);
    if (error) throw new Refusal('invalid', error);
  }
  await ctx.db.k.transaction().execute(async (trx) => {
    const before = await readCompanyInformation(trx);
    await replaceCompanyFields(trx, entries);
    const after = await readCompanyInformation(trx);
    const published = await readSetting(trx, COMPANY_INFO_KEY);
    if (published !== null) {
      await updateSetting(trx, COMPANY_INFO_KEY, JSON.stringify(publishCompanyFields(JSON.parse(published) as CompanyInfo, after)));
    }
    await recordAudit(trx, { actor, area: 'company', action: 'saved', target: 'Company information', before, after, at: ctx.now() });
  });
  return readCompanyInformation(ctx.db.k);
}

/** The published record's primary contact e-mail (browser push names it to push services), or null. */
export async function primaryContactEmail(db: Executor): Promise<string | null> {
  try {
    const info = JSON.parse((await readSetting(db, COMPANY_INFO_KEY)) ?? 'null') as CompanyInfo | null;
    const contact = info?.contacts.find((c) => c.isPrimary) ?? info?.contacts[0];
    return contact?.email.trim() || null;
  } catch {
    return null;
  }
}

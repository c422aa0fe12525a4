import type { FastifyInstance } from 'fastify';
import {
  COMPANY_VALUE_TYPES,
  companyValueError,
  type AdminCompanyInformation,
  type CompanyInfo,
  type CompanyValue,
  type CompanyValueType,
} from '@sentiscope/shared/contract';
import { recordAudit } from '../data/audit';
import { publishCompanyFields } from '../service/publish-company';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import { badRequest, notFound, ok } from '../../platform/http/envelope';
import { CACHE_CONTROL, sendWire, wireBody, type WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { memberOf } from '../../platform/http/access';

export const COMPANY_INFO_KEY = 'company_info';
export async function readCompanyInformation(db: Executor): Promise<AdminCompanyInformation> {
  const rows = await db.selectFrom('company_fields').selectAll().orderBy('position').orderBy('key').execute();
  const record: AdminCompanyInformation = {};
  for (const row of rows) {
    record[row.key] = { type: row.type as CompanyValueType, value: JSON.parse(row.value) as CompanyValue };
  }
  return record;
}

const fieldSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: COMPANY_VALUE_TYPES }, value: {} },
  required: ['type', 'value'],
  additionalProperties: false,
} as const;

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // The stored record changes when an admin saves it: keep the body (ETag, compressed bytes) of the last one read.
  let companyBody: { value: string; body: WireBody } | null = null;
  app.get('/contact/company-info', { config: { access: 'public' } }, async (request, reply) => {
    const row = await db.k.selectFrom('settings').select('value').where('key', '=', COMPANY_INFO_KEY).executeTakeFirst();
    if (!row) throw notFound(API_MESSAGES.companyInfo);
    if (companyBody?.value !== row.value) {
      const info = JSON.parse(row.value) as CompanyInfo;
      companyBody = { value: row.value, body: wireBody(JSON.stringify({ success: true, message: API_MESSAGES.companyInfo, data: info })) };
    }
    return sendWire(request, reply, companyBody.body, CACHE_CONTROL.publicData);
  });

  app.get('/admin/company-information', { config: { access: 'super-admin' } }, async (request, reply) => {
    return ok(reply, API_MESSAGES.companyInfo, await readCompanyInformation(db.k));
  });

  app.put<{ Body: AdminCompanyInformation }>(
    '/admin/company-information',
    { config: { access: 'super-admin' }, 
      schema: {
        body: {
          type: 'object',
          maxProperties: 100,
          propertyNames: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9 _.-]{0,63}$' },
          additionalProperties: fieldSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const entries = Object.entries(request.body);
      for (const [key, field] of entries) {
        const error = companyValueError(key, field.type, field.value);
        if (error) throw badRequest(error);
      }
      // The editor saves the whole table, so the stored record is replaced in one transaction.
      await db.k.transaction().execute(async (trx) => {
        const before = await readCompanyInformation(trx);
        await trx.deleteFrom('company_fields').execute();
        if (entries.length > 0) {
          await trx
            .insertInto('company_fields')
            .values(entries.map(([key, field], position) => ({ key, type: field.type, value: JSON.stringify(field.value), position })))
            .execute();
        }
        const after = await readCompanyInformation(trx);
        const published = await trx.selectFrom('settings').select('value').where('key', '=', COMPANY_INFO_KEY).executeTakeFirst();
        if (published) {
          const value = JSON.stringify(publishCompanyFields(JSON.parse(published.value) as CompanyInfo, after));
          await trx.updateTable('settings').set({ value }).where('key', '=', COMPANY_INFO_KEY).execute();
        }
        await recordAudit(trx, { actor: user, area: 'company', action: 'saved', target: 'Company information', before, after, at: ctx.now() });
      });
      return ok(reply, API_MESSAGES.companyInfoSaved, await readCompanyInformation(db.k));
    },
  );
}

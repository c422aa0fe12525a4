import type { FastifyInstance } from 'fastify';
import type { AdminCompanyInformation, CompanyInfo, CompanyValue, CompanyValueType } from '@sentiscope/shared/contract';
import type { AppContext } from '../context';
import type { Executor } from '../db';
import { badRequest, notFound, ok } from '../http/envelope';
import { API_MESSAGES } from '../messages';
import { requireSuperAdmin } from '../auth/guard';

export const COMPANY_INFO_KEY = 'company_info';
const VALUE_TYPES: readonly CompanyValueType[] = ['string', 'number', 'boolean', 'string[]', 'number[]'];
const MAX_TEXT = 2000;
const MAX_ITEMS = 100;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Checks a value against the type its row declares; returns the message to show, or ''. */
export function companyValueError(key: string, type: CompanyValueType, value: unknown): string {
  const fits =
    type === 'string'
      ? isText(value)
      : type === 'number'
        ? isNumber(value)
        : type === 'boolean'
          ? typeof value === 'boolean'
          : Array.isArray(value) && value.length <= MAX_ITEMS && value.every(type === 'string[]' ? isText : isNumber);
  return fits ? '' : `${key} must be a ${type === 'string[]' ? 'list of texts' : type === 'number[]' ? 'list of numbers' : type}`;
}

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
  properties: { type: { type: 'string', enum: VALUE_TYPES }, value: {} },
  required: ['type', 'value'],
  additionalProperties: false,
} as const;

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/contact/company-info', async (_request, reply) => {
    const row = await db.k.selectFrom('settings').select('value').where('key', '=', COMPANY_INFO_KEY).executeTakeFirst();
    if (!row) throw notFound(API_MESSAGES.companyInfo);
    return ok(reply, API_MESSAGES.companyInfo, JSON.parse(row.value) as CompanyInfo);
  });

  app.get('/admin/company-information', async (request, reply) => {
    await requireSuperAdmin(ctx, request);
    return ok(reply, API_MESSAGES.companyInfo, await readCompanyInformation(db.k));
  });

  app.put<{ Body: AdminCompanyInformation }>(
    '/admin/company-information',
    {
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
      await requireSuperAdmin(ctx, request);
      const entries = Object.entries(request.body);
      for (const [key, field] of entries) {
        const error = companyValueError(key, field.type, field.value);
        if (error) throw badRequest(error);
      }
      // The editor saves the whole table, so the stored record is replaced in one transaction.
      await db.k.transaction().execute(async (trx) => {
        await trx.deleteFrom('company_fields').execute();
        if (entries.length > 0) {
          await trx
            .insertInto('company_fields')
            .values(entries.map(([key, field], position) => ({ key, type: field.type, value: JSON.stringify(field.value), position })))
            .execute();
        }
      });
      return ok(reply, API_MESSAGES.companyInfoSaved, await readCompanyInformation(db.k));
    },
  );
}

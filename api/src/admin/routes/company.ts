// Company information: the public record (serialised once per saved version) and the admin's editor.
import type { FastifyInstance } from 'fastify';
import { COMPANY_VALUE_TYPES, type AdminCompanyInformation, type CompanyInfo } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { notFound, ok } from '../../platform/http/envelope';
import { CACHE_CONTROL, sendWire, wireBody, type WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { companyInformation, publishedCompanyInfo, saveCompanyInformation } from '../service/company';

const fieldSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: COMPANY_VALUE_TYPES }, value: {} },
  required: ['type', 'value'],
  additionalProperties: false,
} as const;

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The stored record changes when an admin saves it: keep the body (ETag, compressed bytes) of the last one read.
  let companyBody: { value: string; body: WireBody } | null = null;
  app.get('/contact/company-info', { config: { access: 'public' } }, async (request, reply) => {
    const value = await publishedCompanyInfo(ctx);
    if (value === null) throw notFound(API_MESSAGES.companyInfo);
    if (companyBody?.value !== value) {
      const info = JSON.parse(value) as CompanyInfo;
      companyBody = { value, body: wireBody(JSON.stringify({ success: true, message: API_MESSAGES.companyInfo, data: info })) };
    }
    return sendWire(request, reply, companyBody.body, CACHE_CONTROL.publicData);
  });

  app.get('/admin/company-information', { config: { access: 'super-admin' } }, async (_request, reply) =>
    ok(reply, API_MESSAGES.companyInfo, await companyInformation(ctx)),
  );

  app.put<{ Body: AdminCompanyInformation }>(
    '/admin/company-information',
    {
      config: { access: 'super-admin' },
      schema: {
        body: {
          type: 'object',
          maxProperties: 100,
          propertyNames: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9 _.-]{0,63}$' },
          additionalProperties: fieldSchema,
        },
      },
    },
    async (request, reply) => ok(reply, API_MESSAGES.companyInfoSaved, await saveCompanyInformation(ctx, memberOf(request).user, request.body)),
  );
}

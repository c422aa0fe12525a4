// Company information: the public record (serialised once per saved version) and the admin's editor.
import type { FastifyInstance } from 'fastify';
import type { CompanyInfo } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { notFound, ok } from '../../platform/http/envelope';
import { answer, typed } from '../../platform/http/schemas';
import { CACHE_CONTROL, sendWire, wireBody, type WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { companyInformation, publishedCompanyInfo, saveCompanyInformation } from '../service/company';
import { companyInput, companyTable } from './schemas';

const companyAnswer = { response: { 200: answer(companyTable) } };

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The stored record changes when an admin saves it: keep the body (ETag, compressed bytes) of the last one read.
  let companyBody: { value: string; body: WireBody } | null = null;
  const api = typed(app);
  api.get('/contact/company-info', { config: { access: 'public' } }, async (request, reply) => {
    const value = await publishedCompanyInfo(ctx);
    if (value === null) throw notFound(API_MESSAGES.companyInfo);
    if (companyBody?.value !== value) {
      const info = JSON.parse(value) as CompanyInfo;
      companyBody = { value, body: wireBody(JSON.stringify({ success: true, message: API_MESSAGES.companyInfo, data: info })) };
    }
    return sendWire(request, reply, companyBody.body, CACHE_CONTROL.publicData);
  });

  api.get('/admin/company-information', { config: { access: 'super-admin' }, schema: companyAnswer }, async (_request, reply) =>
    ok(reply, API_MESSAGES.companyInfo, await companyInformation(ctx)),
  );

  api.put(
    '/admin/company-information',
    { config: { access: 'super-admin' }, schema: { body: companyInput, ...companyAnswer } },
    async (request, reply) => ok(reply, API_MESSAGES.companyInfoSaved, await saveCompanyInformation(ctx, memberOf(request).user, request.body)),
  );
}

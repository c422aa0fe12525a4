import type { AdminCompanyInformation, CompanyInfo } from '@sentiscope/shared/contract';

const PUBLIC_NUMBERS = ['totalUsers', 'totalProjects', 'totalStorage', 'totalBandwidth', 'activeUsers', 'excellentRating', 'premiumFeatures'] as const;

/**
 * The public company record (/contact, the statistics) with the admin's matching fields applied: companyName,
 * supportEmail and supportPhone (the primary contact) and the statistic counters. Keys the public record does
 * not have stay admin-only. See docs/decisions/071-admin-console.md.
 */
export function publishCompanyFields(current: CompanyInfo, fields: AdminCompanyInformation): CompanyInfo {
  const next: CompanyInfo = { ...current, contacts: current.contacts.map((c) => ({ ...c })) };
  const text = (key: string) => (fields[key]?.type === 'string' ? (fields[key].value as string).trim() : '');
  if (text('companyName')) next.companyName = text('companyName');
  for (const key of PUBLIC_NUMBERS) {
    if (fields[key]?.type === 'number') next[key] = fields[key].value as number;
  }
  const email = text('supportEmail');
  const phone = text('supportPhone');
  if (email || phone) {
    const index = Math.max(0, next.contacts.findIndex((c) => c.isPrimary));
    const primary = next.contacts[index] ?? { phone: '', email: '', isPrimary: true };
    next.contacts[index] = { ...primary, email: email || primary.email, phone: phone || primary.phone, isPrimary: true };
  }
  return next;
}

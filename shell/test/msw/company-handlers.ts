import { http, HttpResponse } from 'msw';
import type { CompanyInfo } from '@sentiscope/shared/contract';
import { API, envelope } from './api';

export const TEST_COMPANY_NAME = 'SentiScope Labs';

export const companyInfo = (overrides: Partial<CompanyInfo> = {}): CompanyInfo => ({
  companyName: TEST_COMPANY_NAME,
  addresses: [],
  contacts: [],
  socialMedia: [],
  totalUsers: 0,
  totalProjects: 0,
  totalStorage: 0,
  totalBandwidth: 0,
  activeUsers: 0,
  excellentRating: 0,
  premiumFeatures: 0,
  ...overrides,
});

export const companyHandlers = (info: CompanyInfo = companyInfo()) => [
  http.get(`${API}/contact/company-info`, () => HttpResponse.json(envelope(info))),
];

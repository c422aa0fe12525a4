import type { AdminStats, CompanyInfo, Plan } from '@sentiscope/shared/contract';
import { aPlan } from '@sentiscope/shared/testing';

const plan = (fields: Partial<Plan>) => aPlan({ features: ['Daily analysis'], sixMonthDiscount: 0, yearlyDiscount: 0, ...fields });

export const PLANS: Plan[] = [
  plan({ _id: 'free', title: 'Free', monthlyPrice: 0, sixMonthPrice: 0, yearlyPrice: 0, isFree: true }),
  plan({ _id: 'pro', title: 'Pro', monthlyPrice: 29, sixMonthPrice: 155.99, sixMonthDiscount: 10, yearlyPrice: 277.99, yearlyDiscount: 20 }),
];

export const stats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  users: 120,
  verifiedUsers: 100,
  subscriptionsByPlan: [{ planId: 'pro', title: 'Pro', count: 40 }],
  monthlyRecurringRevenue: 1160,
  pendingCancellations: 3,
  daily: Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, signups: i % 4, conversions: i % 2 })),
  ...overrides,
});

export const companyInfo = (): CompanyInfo => ({
  companyName: 'SentiScope',
  addresses: [],
  contacts: [],
  socialMedia: [],
  totalUsers: 5000,
  totalProjects: 12,
  totalStorage: 0,
  totalBandwidth: 0,
  activeUsers: 4300,
  excellentRating: 98,
  premiumFeatures: 24,
});

import type { Plan } from '@sentiscope/shared/contract';
import { plan } from './fixtures';

const ALL_ASSETS = ['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada', 'doge', 'aapl', 'msft', 'nvda', 'tsla', 'spy'];

/** The three plans the API seeds into an empty database (api/src/db/seed.ts), as GET /v1/plan answers them. */
export const SEEDED_PLANS: Plan[] = [
  plan({
    _id: 'plan-free',
    title: 'Free',
    isFree: true,
    monthlyPrice: 0,
    sixMonthPrice: 0,
    yearlyPrice: 0,
    priority: 1,
    note: 'No card needed',
    cryptos: ['btc', 'eth'],
    alertLimits: { maxAlerts: 3, channels: ['email', 'in-app'] },
    features: ['Bitcoin and Ethereum', 'Daily market mood with its working', 'Price chart with indicators'],
  }),
  plan({
    _id: 'plan-premium',
    title: 'Premium',
    isMostPopular: true,
    monthlyPrice: 12.99,
    sixMonthPrice: 69.99,
    yearlyPrice: 123.99,
    priority: 2,
    cryptos: ['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada'],
    alertLimits: { maxAlerts: 25, channels: ['email', 'in-app'] },
    features: ['Six major coins', 'Daily market mood with its working', 'Price chart with indicators', 'Headline sentiment', 'Custom date ranges'],
  }),
  plan({
    _id: 'plan-pro',
    title: 'Pro',
    monthlyPrice: 29.99,
    sixMonthPrice: 160.99,
    yearlyPrice: 286.99,
    priority: 3,
    cryptos: ALL_ASSETS,
    alertLimits: { maxAlerts: 200, channels: ['email', 'in-app', 'webhook'] },
    features: [
      'Every coin and stock',
      'Daily market mood with its working',
      'Price chart with indicators',
      'Headline sentiment',
      'Custom date ranges',
      'Statistical price range',
      'Priority support',
    ],
  }),
];

import type { FaqEntry } from '@/components/faq-list';

export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: 'What is SentiScope?',
    answer:
      'An AI-generated view of crypto and stock markets: a daily market mood, technical indicators, headline sentiment and a plain-language summary, each with the method behind it.',
  },
  {
    question: 'Is it financial advice?',
    answer: 'No. SentiScope is informational only. It shows what the data says and how, never what to buy or sell.',
  },
  {
    question: 'Where does the data come from?',
    answer:
      'Daily prices from market data providers and news headlines scored for sentiment. When a provider is not available the page says so and labels any demo data.',
  },
  {
    question: 'Can I try it for free?',
    answer: 'Yes. The Free plan covers Bitcoin and Ethereum with no card needed. Upgrade or cancel whenever you like.',
  },
];

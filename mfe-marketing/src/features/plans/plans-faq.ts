import type { FaqEntry } from '@/components/faq-list';

export const PLANS_FAQ: readonly FaqEntry[] = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from your profile whenever you like. Your plan stays active until the end of the period you paid for and is not renewed.',
  },
  {
    question: 'What happens at the end of the period?',
    answer:
      'A paid plan renews for the same billing cycle unless you cancelled it. If it ends, your account moves to the Free plan and keeps its history; you can subscribe again at any time.',
  },
  {
    question: 'Do you give refunds?',
    answer:
      'Payments for a period that has started are not refunded, but cancelling stops every future payment. When you upgrade, the unused days of your current plan are credited against the new one.',
  },
  {
    question: 'How does upgrading work?',
    answer:
      'Choose a higher plan and its billing cycle. The checkout shows the price, the credit for the days left on your current plan, what you pay today and the renewal date before you confirm.',
  },
  {
    question: 'Is this financial advice?',
    answer:
      'No. SentiScope explains market sentiment and shows how every figure was computed. It is information to think with, never a recommendation to buy or sell.',
  },
];

import type { LegalDocument } from '@/features/legal-terms/legal-text-types';

/** Step 1 of the terms modal: the points that matter most, in plain words. The full texts follow. */
export const TERMS_SUMMARY: LegalDocument = {
  title: 'Terms Summary',
  sections: [
    {
      sectionTitle: 'Before you create your account',
      content: [
        {
          paragraphs: [
            'This summary highlights the key points of the SentiScope Terms & Conditions and Privacy Policy. It does not replace them: the next two steps show both documents in full, and accepting on the last step means you agree to all of it.',
          ],
        },
      ],
    },
    {
      sectionTitle: 'What SentiScope is, and what it is not',
      content: [
        {
          listItems: [
            'SentiScope shows AI-generated sentiment and market analysis for selected crypto assets and stocks.',
            'Everything you see is for information only. It is not financial, investment, tax or legal advice, and it is not a recommendation to buy, sell or hold anything.',
            'Analysis can be wrong, late or incomplete. Markets are risky and you can lose money. Make your own decisions, and speak to a licensed adviser if you need advice.',
          ],
        },
      ],
    },
    {
      sectionTitle: 'Your account',
      content: [
        {
          listItems: [
            'You must be at least 18 years old.',
            'You verify your e-mail address with a one-time code before you can log in.',
            'Keep your password to yourself. An account can be logged in on at most 3 devices at a time.',
            'One account is for one person; do not share or resell access.',
          ],
        },
      ],
    },
    {
      sectionTitle: 'Plans and payments',
      content: [
        {
          listItems: [
            'There is a free plan and paid plans billed monthly, every six months or yearly through our card payment provider.',
            'Paid plans renew automatically until you cancel. Cancelling stops the next renewal; you keep access until the end of the period you paid for.',
          ],
        },
      ],
    },
    {
      sectionTitle: 'Your data',
      content: [
        {
          listItems: [
            'We keep what we need to run your account: your name, e-mail, optional phone number, a secure hash of your password, your subscription, and the devices you are logged in on (device type, browser, IP address and last login time).',
            'We do not sell your personal data. Card details are handled by the payment provider, never stored by us.',
            'You can ask us for a copy of your data, to correct it, or to delete your account.',
          ],
        },
      ],
    },
  ],
};

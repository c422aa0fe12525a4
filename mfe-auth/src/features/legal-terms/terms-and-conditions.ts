import type { LegalDocument } from '@/features/legal-terms/legal-text-types';

/** Step 2 of the terms modal. The jurisdiction is left as a placeholder until the company names it (docs/decisions/041-auth-flows.md). */
export const TERMS_AND_CONDITIONS: LegalDocument = {
  title: 'Terms & Conditions',
  sections: [
    {
      sectionTitle: '1. About these terms',
      content: [
        {
          paragraphs: [
            'These Terms & Conditions ("Terms") govern your use of SentiScope, the website and web application that provide AI-generated sentiment and market analysis for crypto assets and stocks (the "Service"). "We", "us" and "our" mean the operator of SentiScope; "you" means the person using the Service.',
            'By creating an account or using the Service you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the Service.',
          ],
        },
      ],
    },
    {
      sectionTitle: '2. Information only, not financial advice',
      content: [
        {
          paragraphs: [
            'The Service produces analysis automatically from market prices, public headlines and statistical models, and may describe it in generated text. All of it is general information. None of it takes your personal circumstances into account.',
          ],
        },
        {
          heading: 'What this means for you',
          listItems: [
            'Nothing in the Service is financial, investment, trading, tax or legal advice, or an offer or solicitation to buy or sell any asset.',
            'Scores, ranges, sentiment labels and narratives are estimates. They may be inaccurate, incomplete, delayed or based on faulty source data.',
            'Past performance and historical patterns do not predict future results.',
            'Crypto assets and stocks are volatile. You may lose some or all of the money you invest.',
            'You alone are responsible for your investment decisions. Consider speaking to an independent, licensed adviser.',
          ],
        },
      ],
    },
    {
      sectionTitle: '3. Eligibility and your account',
      content: [
        {
          heading: 'Who may use the Service',
          paragraphs: [
            'You must be at least 18 years old and able to enter into a binding contract. By signing up you confirm that you are.',
          ],
        },
        {
          heading: 'Keeping your account safe',
          listItems: [
            'Give accurate details when you sign up and keep them up to date.',
            'Verify your e-mail address with the one-time code we send you.',
            'Keep your password confidential. You are responsible for activity under your account.',
            'An account may be logged in on at most 3 devices at once. To log in on another device you must first log out from one of them.',
            'Tell us promptly if you believe someone else has accessed your account.',
          ],
        },
      ],
    },
    {
      sectionTitle: '4. Plans, billing and cancellation',
      content: [
        {
          subHeading: 'Free and paid plans',
          paragraphs: [
            'Some features and assets are available only on paid plans. Prices, billing periods (monthly, six months or yearly) and the features of each plan are shown on the Plans page at the time you subscribe.',
          ],
        },
        {
          subHeading: 'Payment and renewal',
          paragraphs: [
            'Payments are taken by our card payment provider. A paid plan renews automatically at the end of each billing period at the then-current price unless you cancel before the renewal date. We will tell you before any price change applies to you.',
          ],
        },
        {
          subHeading: 'Cancelling',
          paragraphs: [
            'You can cancel from your profile at any time. Cancellation stops future renewals; your paid features stay available until the end of the current period. Except where the law requires otherwise, payments already made are not refunded.',
          ],
        },
      ],
    },
    {
      sectionTitle: '5. Acceptable use',
      content: [
        {
          paragraphs: ['When you use the Service you agree not to:'],
          listItems: [
            'copy, resell, redistribute or publish the analysis as your own product or feed;',
            'scrape the Service, or access it by automated means other than those we provide;',
            'share your account, or work around the device limit;',
            'probe, disrupt or overload the Service, or try to reach data that is not yours;',
            'use the Service for any unlawful purpose, including market manipulation.',
          ],
        },
      ],
    },
    {
      sectionTitle: '6. Intellectual property',
      content: [
        {
          paragraphs: [
            'The Service, its software, design and generated analysis belong to us or our licensors. We give you a personal, non-exclusive, non-transferable right to use the Service for your own purposes while your account is in good standing.',
            'Market data and headlines may come from third parties and remain subject to their own terms.',
          ],
        },
      ],
    },
    {
      sectionTitle: '7. Availability and changes',
      content: [
        {
          paragraphs: [
            'We work to keep the Service available but do not promise that it will be uninterrupted or error-free. We may change, add or remove features and supported assets. If a change materially reduces what you have paid for, we will tell you and you may cancel.',
          ],
        },
      ],
    },
    {
      sectionTitle: '8. Limitation of liability',
      content: [
        {
          paragraphs: [
            'To the extent the law allows, the Service is provided "as is", and we are not liable for any trading or investment loss, lost profit, or indirect or consequential loss arising from your use of the Service or reliance on its analysis. Our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim arose.',
            'Nothing in these Terms limits liability that cannot be limited by law, or your statutory rights as a consumer.',
          ],
        },
      ],
    },
    {
      sectionTitle: '9. Suspension and termination',
      content: [
        {
          paragraphs: [
            'You may stop using the Service and ask us to delete your account at any time. We may suspend or close an account that breaks these Terms, with notice where reasonable. Sections 2, 6 and 8 continue to apply after your account ends.',
          ],
        },
      ],
    },
    {
      sectionTitle: '10. Changes to these terms, law and contact',
      content: [
        {
          paragraphs: [
            'We may update these Terms. We will show the new effective date and, for material changes, tell you in advance by e-mail or in the Service. If you keep using the Service after the change takes effect, the updated Terms apply.',
            'These Terms are governed by the laws of [Jurisdiction], and disputes are subject to the courts of [Jurisdiction], without affecting any mandatory consumer protection that applies where you live.',
            'Questions about these Terms can be sent through the Contact page.',
          ],
        },
      ],
    },
  ],
};

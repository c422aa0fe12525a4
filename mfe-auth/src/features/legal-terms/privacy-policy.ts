import type { LegalDocument } from '@/features/legal-terms/legal-text-types';

/** Step 3 of the terms modal. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  sections: [
    {
      sectionTitle: '1. Who we are',
      content: [
        {
          paragraphs: [
            'This Privacy Policy explains what personal data SentiScope collects, why, how long we keep it and what rights you have. The operator of SentiScope is the controller of that data.',
          ],
        },
      ],
    },
    {
      sectionTitle: '2. What we collect',
      content: [
        {
          heading: 'Data you give us',
          listItems: [
            'Account details: name, e-mail address, optional phone number, and your confirmations that you are 18 or older and accept these terms.',
            'Your password, which we store only as a one-way hash.',
            'Messages you send us and feedback ratings you choose to give.',
          ],
        },
        {
          heading: 'Data created when you use the Service',
          subHeading: 'Devices and sessions',
          paragraphs: [
            'When you log in we record the type of device (for example iPhone or Windows), the browser name, your public IP address and the time of the login. We use this to show you where you are logged in, to enforce the limit of 3 devices and to protect your account.',
          ],
        },
        {
          subHeading: 'Preferences and usage',
          paragraphs: [
            'We keep your selected asset and date range in your browser, and basic technical logs (requests, errors) on our servers to keep the Service working and secure.',
          ],
        },
        {
          heading: 'Data from others',
          paragraphs: [
            'Our payment provider tells us whether a payment or subscription succeeded and gives us a customer and subscription reference. We never receive or store your full card number.',
          ],
        },
      ],
    },
    {
      sectionTitle: '3. Why we use it',
      content: [
        {
          listItems: [
            'To create and run your account, verify your e-mail and let you log in (performing our contract with you).',
            'To take payments and manage your subscription (contract).',
            'To secure the Service: device limits, rate limits, fraud and abuse prevention (our legitimate interests).',
            'To send service messages such as one-time codes, password reset links and subscription notices (contract).',
            'To meet legal, tax and accounting duties (legal obligation).',
          ],
        },
        {
          paragraphs: ['We do not sell your personal data, and we do not use it to make decisions that have legal effects on you.'],
        },
      ],
    },
    {
      sectionTitle: '4. Who we share it with',
      content: [
        {
          listItems: [
            'Our payment provider, to process payments.',
            'Hosting, e-mail delivery and infrastructure providers who process data for us under contract.',
            'Authorities, where the law requires it.',
          ],
          paragraphs: [
            'To find your public IP address at login, your browser asks a public IP lookup service, which sees that address as part of the request.',
          ],
        },
      ],
    },
    {
      sectionTitle: '5. Storage in your browser',
      content: [
        {
          paragraphs: [
            'We use your browser\u2019s local storage, not advertising cookies. It holds your session token, your selected asset and, on admin screens, announcement settings. Logging out clears it.',
          ],
        },
      ],
    },
    {
      sectionTitle: '6. How long we keep it',
      content: [
        {
          listItems: [
            'Account data: while your account exists, and deleted within 30 days after you close it.',
            'Device sessions: until you log out, or until the session expires.',
            'One-time codes and password reset links: minutes, until they are used or expire.',
            'Billing records: as long as tax and accounting law requires.',
          ],
        },
      ],
    },
    {
      sectionTitle: '7. Security',
      content: [
        {
          paragraphs: [
            'Passwords are hashed with an algorithm made for passwords, connections are encrypted, and sessions can be ended from any of your devices. No system is perfectly secure; please use a strong, unique password.',
          ],
        },
      ],
    },
    {
      sectionTitle: '8. Your rights',
      content: [
        {
          paragraphs: ['Depending on where you live, you may have the right to:'],
          listItems: [
            'get a copy of your personal data;',
            'have inaccurate data corrected;',
            'have your data deleted, or its use restricted;',
            'object to processing based on our legitimate interests;',
            'receive your data in a portable format;',
            'complain to your data protection authority.',
          ],
        },
        {
          paragraphs: ['To use these rights, contact us through the Contact page. We will answer within one month.'],
        },
      ],
    },
    {
      sectionTitle: '9. Children',
      content: [
        {
          paragraphs: [
            'The Service is only for people aged 18 or over. We do not knowingly collect data from anyone younger; if we learn that we have, we delete it.',
          ],
        },
      ],
    },
    {
      sectionTitle: '10. Changes to this policy',
      content: [
        {
          paragraphs: [
            'We will post any update here with a new effective date and tell you about material changes before they apply.',
          ],
        },
      ],
    },
  ],
};

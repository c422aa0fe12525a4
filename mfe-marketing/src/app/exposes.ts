/** Pages this remote exposes to the shell, one per routed page (the shell's route table names them). */
export const EXPOSES = {
    './HomePage': './src/features/home/home-page.tsx',
    './AboutPage': './src/features/about/about-page.tsx',
    './GuidePage': './src/features/guide/guide-page.tsx',
    './ContactPage': './src/features/contact/contact-page.tsx',
    './PlansPage': './src/features/plans/plans-page.tsx',
    './SuccessPage': './src/features/checkout-result/success-page.tsx',
    './CancelPage': './src/features/checkout-result/cancel-page.tsx',
    './CheckoutPage': './src/features/checkout/checkout-page.tsx',
} as const;

/** Pages this remote exposes to the shell, one per routed page (the shell's route table names them). */
export const EXPOSES = {
    './AdminHomePage': './src/features/admin-home/admin-home-page.tsx',
    './AdminPricingPage': './src/features/pricing/admin-pricing-page.tsx',
    './AdminCompanyPage': './src/features/company-info/admin-company-page.tsx',
    './AdminAnnouncementPage': './src/features/announcement/admin-announcement-page.tsx',
} as const;

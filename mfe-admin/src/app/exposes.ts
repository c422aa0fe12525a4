/** Pages this remote exposes to the shell, one per routed page (the shell's route table names them). */
export const EXPOSES = {
    './AdminHomePage': './src/features/admin-home/admin-home-page.tsx',
    './AdminPricingPage': './src/features/pricing/admin-pricing-page.tsx',
    './AdminCompanyPage': './src/features/company-info/admin-company-page.tsx',
    './AdminAnnouncementPage': './src/features/announcement/admin-announcement-page.tsx',
    './AdminUsersPage': './src/features/users/admin-users-page.tsx',
    './AdminUserPage': './src/features/users/admin-user-page.tsx',
    './AdminActivityPage': './src/features/activity/admin-activity-page.tsx',
} as const;

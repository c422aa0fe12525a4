/** Pages this remote exposes to the shell, one per routed page (the shell's route table names them). */
export const EXPOSES = {
    './DashboardPage': './src/features/dashboard/dashboard-page.tsx',
    './UserProfilePage': './src/features/profile/user-profile-page.tsx',
    './UserDeviceDetailsPage': './src/features/devices/user-device-details-page.tsx',
} as const;

/** Every path of SPEC §2. Links between remotes use these, never an import of the other remote. */
export const ROUTES = {
  home: '/',
  about: '/about',
  guide: '/guide',
  contact: '/contact',
  plans: '/plans',
  success: '/success',
  cancel: '/cancel',
  login: '/login',
  signup: '/signup',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  verifyOtp: '/verify-otp',
  deviceDetails: '/device-details',
  dashboard: '/dashboard',
  userProfile: '/user-profile',
  userDeviceDetails: '/user-device-details',
  admin: '/admin',
  adminPricing: '/admin/pricing',
  adminCompany: '/admin/company',
  adminAnnouncement: '/admin/announcement',
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The admin area is identified by a path containing 'admin' (SPEC §6). */
export const isAdminPath = (pathname: string): boolean => pathname.includes('admin');

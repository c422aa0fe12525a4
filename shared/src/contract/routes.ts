/** Every path of the site. Links between remotes use these, never an import of the other remote. */
export const ROUTES = {
  home: '/',
  about: '/about',
  guide: '/guide',
  contact: '/contact',
  plans: '/plans',
  /** Kept as an alias of the plans page (old links and the cancel page's 'View Plans & Retry' button, docs/decisions/003-cancel-page-target.md). */
  pricing: '/pricing',
  success: '/success',
  cancel: '/cancel',
  /** The built-in checkout's order summary and Pay (?session=<checkout id>). */
  checkout: '/checkout',
  /** What followed each mood band and signal: BTC and SPY open to everyone, other assets for members. */
  trackRecord: '/track-record',
  /** The v1 API's reference, read from its OpenAPI document, with how to authenticate and examples. */
  developers: '/developers',
  login: '/login',
  signup: '/signup',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  verifyOtp: '/verify-otp',
  deviceDetails: '/device-details',
  dashboard: '/dashboard',
  userProfile: '/user-profile',
  userDeviceDetails: '/user-device-details',
  /** The screener: every asset the plan opens, sorted and filtered, the CSV and a mood comparison. */
  markets: '/markets',
  /** A member's alerts: the list, create and edit with the preview, and the firings. */
  alerts: '/alerts',
  admin: '/admin',
  adminPricing: '/admin/pricing',
  adminCompany: '/admin/company',
  adminAnnouncement: '/admin/announcement',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:id',
  adminActivity: '/admin/activity',
  /** Data sources: their health and a manual ingestion run. */
  adminData: '/admin/data',
  /** The catalogue's assets: state, hide or show, aliases, adding any directory symbol, the directory's refresh. */
  adminAssets: '/admin/assets',
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The admin area is identified by a path containing 'admin'. */
export const isAdminPath = (pathname: string): boolean => pathname.includes('admin');

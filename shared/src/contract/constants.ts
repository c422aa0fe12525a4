/** Business constants: limits, timings, plan order and price maths. */
export const API_VERSION = 'v1';
export const TOKEN_STORAGE_KEY = 'token';
/** Where the visitor's chosen colour scheme is remembered (the shell's head script reads it before the first paint). */
export const COLOR_SCHEME_STORAGE_KEY = 'sentiscope.colorScheme';
export const ANNOUNCEMENT_STORAGE_KEY = 'admin_announcement';
export const SELECTED_STOCK_STORAGE_KEY = 'selectedStock';

export const TEMPORARY_TOKEN_LIFETIME_MS = 3 * 60 * 1000;
export const MAX_DEVICES = 3;

export const OTP_LENGTH = 6;
export const OTP_COUNTDOWN_SECONDS = 60;
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const RATING_INTERVAL_DAYS = 30;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const MINIMUM_AGE = 18;

export const EXPIRY_WARNING_DAYS = 7;
export const EXPIRY_MODAL_DAYS = 3;
export const DEFAULT_QUICK_RANGE_DAYS = 3;
/** How often the open dashboard refreshes its analysis and overview while its tab is visible. */
export const DASHBOARD_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

export const BREAKPOINTS = {
  mobile: 546,
  tablet: 768,
  laptop: 992,
} as const;
export const ADMIN_MIN_WIDTH = 680;

export const SIGNUP_TOAST_TO_OTP_MS = 500;
export const OTP_TO_VERIFY_PAGE_MS = 500;
export const RESET_REDIRECT_MS = 800;
export const NOT_FOUND_REDIRECT_MS = 2000;

export const STICKY_HEADER_SCROLL_PX = 10;
export const STAT_COUNTER_STEP_MS = 50;
export const LOADING_TIP_INTERVAL_MS = 2000;
export const TOAST_AUTO_CLOSE_MS = 1500;

export const PRO_PLAN_TITLE = 'Pro';
export const TERMS_EFFECTIVE_DATE = '2025-09-01';

export const DEFAULT_ANNOUNCEMENT = {
  message: 'Special offer: get 20% off the yearly Pro plan for a limited time!',
  showAnnouncement: true,
  backgroundColor: 'bg-yellow-700',
  textColor: 'text-white',
  icon: 'gift',
  className: '',
} as const;

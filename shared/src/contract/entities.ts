import type { DataFreshness } from './ingestion';
import type { PriceSource } from './analysis';
import type { Tenure } from './plan-entity';
import type { AssetState } from './catalogue';
export type AssetKind = 'crypto' | 'stock';

export type StockItem = {
  id: string;
  name: string;
  symbol: string;
  kind: AssetKind;
  isDefault: boolean;
  /** True when the caller's plan does not open this asset. */
  locked: boolean;
  /** First and last day with prices (YYYY-MM-DD, UTC) and their source; null while no source has data. */
  firstDay: string | null;
  lastDay: string | null;
  source: PriceSource | null;
  /** How fresh this asset's prices are: LIVE only when `live`, else 'as of {asOf}'. */
  freshness?: DataFreshness;
  /**
   * Where the asset stands (always sent by the API): an asset being filled with its history or that failed is
   * listed with its state, and opens only once `active`.
   */
  state?: AssetState;
  /** Why it failed; null otherwise. */
  stateReason?: string | null;
};

/** The selection the dashboard keeps: name and id. */
export type SelectedStock = {
  id: string;
  name: string;
};

export type Subscription = {
  plan: string;
  /** Title of the subscribed plan, for display and the Pro special case. */
  planTitle: string;
  isActive: boolean;
  /** ISO date-time, or null for a plan with no end. */
  expiry: string | null;
  tenure: Tenure | null;
  cancelAtPeriodEnd: boolean;
};

export type Device = {
  _id: string;
  name: string;
  userAgent: string;
  lastLogin: string;
  ip: string;
};

export type User = {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  isEmailVerified: boolean;
  isSuperAdmin: boolean;
  subscription: Subscription;
  stripe: { subscriptionId: string | null };
  loginDevices: Device[];
};

export type Address = {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isHeadOffice: boolean;
};

export type Contact = { phone: string; email: string; isPrimary: boolean };
export type SocialMedia = { platform: string; url: string; iconName: string };

export type CompanyInfo = {
  companyName: string;
  addresses: Address[];
  contacts: Contact[];
  socialMedia: SocialMedia[];
  totalUsers: number;
  totalProjects: number;
  totalStorage: number;
  totalBandwidth: number;
  activeUsers: number;
  excellentRating: number;
  premiumFeatures: number;
};

export type CompanyValueType = 'string' | 'number' | 'boolean' | 'string[]' | 'number[]';
export type CompanyValue = string | number | boolean | string[] | number[];
export type CompanyField = { key: string; type: CompanyValueType; value: CompanyValue };
/** Admin company information: a free-form typed key/value record. */
export type AdminCompanyInformation = Record<string, { type: CompanyValueType; value: CompanyValue }>;

export type Announcement = {
  message: string;
  showAnnouncement: boolean;
  backgroundColor: string;
  textColor: string;
  icon: string;
  className: string;
};

/** Captured at login: a device name, the public ip and the browser name. */
export type DeviceInfo = {
  name: string;
  ip: string;
  userAgent: string;
};

export type LoginPayload = {
  email: string;
  password: string;
  device: DeviceInfo;
  /** The authenticator or recovery code, when the account uses two-factor sign-in. */
  twoFactorCode?: string;
  /** Given to this browser by the account's unlock link: signs in past the pause on guessing. */
  unlockPass?: string;
};

export type LoginResult = {
  token: string;
  user: User;
};

/** Body of the 429 answer to a login from a fourth device. */
export type DeviceConflict = {
  devices: Device[];
  /** Temporary token: may only log devices out or proceed; valid 3 minutes. */
  token: string;
};

export type SignupPayload = {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  isAbove18: boolean;
  acceptedTermsAndConditions: boolean;
};

export type LogoutPayload = {
  fromAllDevices: boolean;
  /** The device to log out; defaults to the calling device. */
  deviceId?: string;
  ip?: string;
};

export type LogoutResult = {
  canGetRating: boolean;
  devices: Device[];
  /** Set when the temporary token was exchanged for a full session (device conflict flow). */
  token?: string;
  /** With canGetRating: a short-lived bearer accepted only by POST /feedback, since logout revoked the session. */
  ratingToken?: string;
};

export type FeedbackPayload = {
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
};

/** Body of POST /payment/create-checkout-session: the server resolves the price from the plan and cycle. */
export type CheckoutSessionPayload = {
  planId: string;
  tenure: Tenure;
};

export type CheckoutStatus = 'open' | 'paying' | 'complete' | 'canceled' | 'expired';

/** The order summary of one checkout, for its buyer only. */
export type CheckoutSummary = {
  id: string;
  status: CheckoutStatus;
  provider: 'local' | 'stripe';
  plan: { _id: string; title: string };
  tenure: Tenure;
  /** The plan's price for the cycle. */
  price: number;
  /** For an upgrade: the unused days of the plan held now. */
  credit: number;
  /** Charged now: price less credit. */
  due: number;
  /** ISO date-time the new plan renews (for a paid checkout: the subscription's period end). */
  renewsAt: string | null;
};

export type CancelSubscriptionPayload = {
  subscriptionId: string;
};

/** The envelope every v1 answer uses. */
export type ApiEnvelope<T> = {
  success: boolean;
  message: string;
  data?: T;
  error?: string;
};

/** Payload the server signs into access tokens. */
export type TokenClaims = {
  userId: string;
  exp: number;
  /** 'access' for a device session; 'device-conflict' for the temporary token. */
  typ?: 'access' | 'device-conflict';
  sid?: string;
};

/** One completed payment, from GET /subscription/payments. */
export type PaymentRecord = {
  _id: string;
  /** ISO date-time of the payment. */
  date: string;
  /** Title of the plan bought ('Removed plan' once the plan is deleted). */
  planTitle: string;
  tenure: Tenure;
  amount: number;
};

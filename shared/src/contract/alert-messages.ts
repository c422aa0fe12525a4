// What the alerts, watchlist, notifications, webhook and digest answers say; the screens show these words.
import type { AlertChannel, AlertKind } from './alerts';
import { ALERT_CHANNEL_LABELS, ALERT_CHANNEL_WORDS, ALERT_CHANNELS } from './alerts';
import { ALERT_COOLDOWN_MAX_DAYS, ALERT_COOLDOWN_MIN_DAYS, ALERT_Z_MAX, ALERT_Z_MIN } from './alerts';

const channelWords = ALERT_CHANNELS.map((channel) => ALERT_CHANNEL_WORDS[channel]);
const channelIds = ALERT_CHANNELS.join(', ');

export const ALERT_MESSAGES = {
  // Answers.
  listed: 'Alerts',
  created: 'Alert created',
  updated: 'Alert saved',
  deleted: 'Alert deleted',
  previewed: 'Alert preview',
  firingsListed: 'Alert history',
  notFound: 'Alert not found',
  // The form's rules.
  assetRequired: 'Choose an asset for the alert.',
  assetNotInPlan: 'This asset is not in your plan. Upgrade your plan to set alerts on it.',
  assetUnknown: 'There is no asset with this id.',
  kindInvalid:
    'Choose what the alert watches: price-above, price-below, mood-band, mood-level, signal-flip, sentiment-spike, rsi, price-sma, rsi-band, mood-change or headline-surge.',
  levelRequired: 'Enter the level the alert watches.',
  priceLevelRange: 'The price level must be above 0.',
  moodLevelRange: 'The mood level must be between 0 and 100.',
  zRequired: 'Enter the z-score that fires the alert.',
  zRange: `The z-score must be between ${ALERT_Z_MIN} and ${ALERT_Z_MAX}.`,
  paramNotUsed: (param: 'level' | 'z', kind: AlertKind) => `A ${kind} alert has no ${param}.`,
  channelRequired: `Choose at least one channel: ${channelWords.slice(0, -1).join(', ')} or ${channelWords[channelWords.length - 1]}.`,
  channelInvalid: `Channels are ${channelIds}.`,
  channelRepeated: 'Each channel may be chosen once.',
  cooldownRange: `The cooldown is a whole number of days from ${ALERT_COOLDOWN_MIN_DAYS} to ${ALERT_COOLDOWN_MAX_DAYS}.`,
  // The plan's limits, said before saving (the refusal names the limit).
  limitReached: (max: number, planTitle: string) =>
    `Your ${planTitle} plan allows ${max} active ${max === 1 ? 'alert' : 'alerts'}. Delete or switch off one, or upgrade your plan, to add another.`,
  storedLimitReached: (max: number, planTitle: string) =>
    `Your ${planTitle} plan keeps at most ${max} alerts, switched on or off. Delete an alert you no longer need, or upgrade your plan, to add another.`,
  tooManyChanges: 'Too many alert changes in a short time. Wait a few minutes and try again.',
  tooManyPreviews: 'Too many previews in a short time. Wait a few minutes and try again.',
  channelNotInPlan: (channel: AlertChannel, planTitle: string) =>
    `${ALERT_CHANNEL_LABELS[channel]} delivery is not in your ${planTitle} plan. Upgrade your plan to use it.`,
  // The admin's plan form.
  planMaxInvalid: 'The number of alerts must be a whole number from 0 to 10000.',
  planStoredInvalid: 'The alerts kept in all must be a whole number from the number of active alerts to 10000.',
  planChannelsInvalid: `Alert channels are ${channelIds}, each at most once.`,
  // Pauses, as the list shows them.
  pausedByMember: 'Switched off',
  pausedPlanLimit: (max: number, planTitle: string) =>
    `Paused: your ${planTitle} plan allows ${max} active ${max === 1 ? 'alert' : 'alerts'}. Delete another alert or upgrade to resume it.`,
  pausedAssetNotInPlan: (planTitle: string) => `Paused: this asset is not in your ${planTitle} plan.`,
  blockedChannels: (channels: readonly AlertChannel[], planTitle: string) =>
    `${channels.map((c) => ALERT_CHANNEL_LABELS[c]).join(' and ')} not in your ${planTitle} plan: not delivered.`,
} as const;

export const WATCHLIST_MESSAGES = {
  listed: 'Watchlist',
  saved: 'Watchlist saved',
  visitRecorded: 'Visit recorded',
  localCopyTaken: 'Your saved visits from this browser are now kept with your account',
  localCopyAlreadyTaken: 'Your visits are already kept with your account',
  assetNotInPlan: (assetId: string) => `${assetId.toUpperCase()} is not in your plan. Upgrade your plan to watch it.`,
  assetUnknown: (assetId: string) => `There is no asset with the id ${assetId}.`,
  tooMany: (max: number) => `A watchlist holds at most ${max} assets.`,
  repeated: 'Each asset may be on the watchlist once.',
} as const;

export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications',
  marked: 'Marked as read',
  allMarked: 'All notifications marked as read',
  notFound: 'Notification not found',
} as const;

export const DELIVERY_MESSAGES = {
  settings: 'Alert settings',
  saved: 'Alert settings saved',
  secretCreated: 'New webhook secret: copy it now, it is shown only once',
  webhookNotInPlan: (planTitle: string) => `Webhook delivery is not in your ${planTitle} plan. Upgrade to Pro to use it.`,
  webhookUrlInvalid: 'The webhook address must be a full https:// or http:// URL.',
  webhookUrlPrivate: 'The webhook address points to a private, loopback or link-local network address. Use a public address.',
  webhookUrlUnresolved: 'The webhook address could not be found (its name does not resolve).',
  webhookTestSent: (status: number) => `Test delivery answered ${status}`,
  webhookTestFailed: (reason: string) => `Test delivery failed: ${reason}`,
  webhookUnreachable: 'Could not connect to the webhook address, or it did not answer in time.',
  webhookTestsTooMany: 'Too many test deliveries in a short time. Wait a few minutes before sending another.',
  digestInvalid: 'The digest is off, daily or weekly.',
  webhookFormatInvalid: 'The webhook format is json, slack or discord.',
  unsubscribed: 'You are unsubscribed. No more of these e-mails will be sent.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in and change your alerts to stop these e-mails.',
  unsubscribeUsed: (day: string) =>
    `This unsubscribe link was already used on ${day}, so it changes nothing now. Sign in and change your alerts or your digest if you want to stop these e-mails again.`,
  digestRun: 'Digest sent',
} as const;

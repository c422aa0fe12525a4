// Where an alert webhook may be delivered: an http(s) URL without credentials; its addresses are checked as every
// outgoing request's are (platform/outbound.ts), unless WEBHOOK_ALLOW_PRIVATE=on.
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { TargetRefused } from '../../platform/outbound';

/** The URL as a webhook target, or a refusal with the message the settings show. */
export function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused(DELIVERY_MESSAGES.webhookUrlInvalid);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname) throw new TargetRefused(DELIVERY_MESSAGES.webhookUrlInvalid);
  return url;
}

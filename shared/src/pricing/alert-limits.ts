import { ALERT_CHANNEL_LABELS, type AlertLimits } from '@sentiscope/shared/contract';

const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** A plan's alert limits in a line: '25 active alerts by e-mail and in-app', or 'No alerts'. */
export function alertLimitsText({ maxAlerts, channels }: AlertLimits): string {
  if (maxAlerts <= 0 || channels.length === 0) return 'No alerts';
  const by = listed(channels.map((channel) => (channel === 'in-app' ? 'in-app' : ALERT_CHANNEL_LABELS[channel].toLowerCase())));
  return `${maxAlerts} active ${maxAlerts === 1 ? 'alert' : 'alerts'} by ${by}`;
}

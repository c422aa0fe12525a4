import { alertChannelsInWords, type AlertLimits } from '@sentiscope/shared/contract';

/** A plan's alert limits in a line: '25 active alerts by e-mail and in-app', or 'No alerts'. */
export function alertLimitsText({ maxAlerts, channels }: Pick<AlertLimits, 'maxAlerts' | 'channels'>): string {
  if (maxAlerts <= 0 || channels.length === 0) return 'No alerts';
  return `${maxAlerts} active ${maxAlerts === 1 ? 'alert' : 'alerts'} by ${alertChannelsInWords(channels)}`;
}

import { ALERT_MESSAGES, ALERT_WATCHLIST_TARGET, CONDITION_MESSAGES, alertDashboardPath, alertWhen, alertTargetTitle, alertInputError, alertLimitError, describeAlertRule, formatAlertPrice, previewSummary, storedAlertsFor } from './index';

describe('alert rules', () => {
  test('an alert needs the parameter its kind uses, in range, and at least one known channel', () => {
    expect(alertInputError({ assetId: 'btc', kind: 'price-above', level: 70000, channels: ['email'] })).toBe('');
    expect(alertInputError({ assetId: 'btc', kind: 'price-above', channels: ['email'] })).toBe(ALERT_MESSAGES.levelRequired);
    expect(alertInputError({ assetId: 'btc', kind: 'mood-level', level: 120, channels: ['email'] })).toBe(ALERT_MESSAGES.moodLevelRange);
    expect(alertInputError({ assetId: 'btc', kind: 'sentiment-spike', z: 0.1, channels: ['email'] })).toBe(ALERT_MESSAGES.zRange);
    expect(alertInputError({ assetId: 'btc', kind: 'signal-flip', level: 3, channels: ['email'] })).toBe(ALERT_MESSAGES.paramNotUsed('level', 'signal-flip'));
    expect(alertInputError({ assetId: 'btc', kind: 'rsi', channels: [] })).toBe(ALERT_MESSAGES.channelRequired);
    expect(alertInputError({ assetId: 'btc', kind: 'rsi', channels: ['in-app'], cooldownDays: 0 })).toBe(ALERT_MESSAGES.cooldownRange);
    expect(alertInputError({ assetId: 'btc', kind: 'nope' as never, channels: ['in-app'] })).toBe(ALERT_MESSAGES.kindInvalid);
  });

  test('the plan limit names the limit before saving: the count, then a channel the plan lacks', () => {
    const free = { maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app'] as const };
    expect(alertLimitError({ ...free, channels: [...free.channels] }, 'Free', ['email'], 3, true)).toBe(ALERT_MESSAGES.limitReached(3, 'Free'));
    expect(alertLimitError({ ...free, channels: [...free.channels] }, 'Free', ['email'], 3, false)).toBe('');
    expect(alertLimitError({ ...free, channels: [...free.channels] }, 'Free', ['webhook'], 0, true)).toBe(ALERT_MESSAGES.channelNotInPlan('webhook', 'Free'));
    expect(ALERT_MESSAGES.limitReached(3, 'Free')).toMatch(/Free plan allows 3 active alerts/);
  });

  test('a new alert, switched on or off, counts against the alerts the plan keeps in all; saving an existing one does not', () => {
    const free = { maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app'] as Array<'email' | 'in-app'> };
    expect(alertLimitError(free, 'Free', ['email'], 0, false, 20)).toBe(ALERT_MESSAGES.storedLimitReached(20, 'Free'));
    expect(alertLimitError(free, 'Free', ['email'], 0, false, 19)).toBe('');
    expect(alertLimitError(free, 'Free', ['email'], 0, false, null)).toBe('');
    expect(ALERT_MESSAGES.storedLimitReached(20, 'Free')).toMatch(/Free plan keeps at most 20 alerts, switched on or off/);
  });

  test("the alerts kept in all follow the Free plan's proportion when a plan states only how many run", () => {
    expect([storedAlertsFor(3), storedAlertsFor(25), storedAlertsFor(200), storedAlertsFor(0), storedAlertsFor(10_000)]).toEqual([20, 170, 1340, 0, 10_000]);
  });

  test('rules, prices, the preview summary and the dashboard link read as a member expects', () => {
    expect(describeAlertRule({ kind: 'price-above', level: 70000 }, 'Bitcoin')).toBe('Bitcoin price rises above $70,000');
    expect(formatAlertPrice(71020.5)).toBe('$71,020.50');
    expect(formatAlertPrice(0.51234)).toBe('$0.5123');
    expect(previewSummary(4)).toBe('Would have fired 4 times in the last year');
    expect(previewSummary(1)).toBe('Would have fired 1 time in the last year');
    expect(alertDashboardPath('btc', '2026-03-31')).toBe('/dashboard?asset=btc&range=custom&from=2026-03-02&to=2026-03-31');
  });

  test('a firing says the hour and minute (UTC) it crossed, and a closed day the day alone', () => {
    expect(alertWhen('2026-11-27', Date.UTC(2026, 10, 27, 14, 32, 59))).toBe('14:32 UTC on 2026-11-27');
    expect(alertWhen('2026-11-27', '2026-11-27T00:05:00.000Z')).toBe('00:05 UTC on 2026-11-27');
    expect(alertWhen('2026-11-27', null)).toBe('2026-11-27');
  });

  test('conditions relative to an indicator need their own settings, in range, and read as a member expects', () => {
    const base = { assetId: 'btc', channels: ['email' as const] };
    expect(alertInputError({ ...base, kind: 'price-sma', params: { window: 200, direction: 'below' } })).toBe('');
    expect(alertInputError({ ...base, kind: 'rsi-band', params: { low: 20, high: 80, direction: 'enters' } })).toBe('');
    expect(alertInputError({ ...base, kind: 'mood-change', params: { points: 10, window: 7, direction: 'up' } })).toBe('');
    expect(alertInputError({ ...base, kind: 'headline-surge', params: { factor: 2.5, period: 'day' } })).toBe('');
    expect(alertInputError({ ...base, kind: 'rsi-band', params: { low: 20.5, high: 80, direction: 'enters' } })).toBe(CONDITION_MESSAGES.rsiBand);
    expect(alertInputError({ ...base, kind: 'mood-change', params: { points: 10, window: 7, direction: 'above' } })).toBe(CONDITION_MESSAGES.direction('mood-change'));
    expect(alertInputError({ ...base, kind: 'headline-surge', params: { factor: 3, period: 'hour' } })).toBe('');
    expect(alertInputError({ ...base, kind: 'headline-surge', params: { factor: 3, period: 'week' as never } })).toBe(CONDITION_MESSAGES.surgePeriod);
    expect(alertInputError({ ...base, assetId: ALERT_WATCHLIST_TARGET, kind: 'price-below', level: 5 })).toBe(CONDITION_MESSAGES.watchlistKind);
    expect(alertInputError({ ...base, assetId: ALERT_WATCHLIST_TARGET, kind: 'mood-band' })).toBe('');
    expect(describeAlertRule({ kind: 'price-sma', params: { window: 200, direction: 'below' } }, 'Bitcoin')).toBe('Bitcoin price crosses below its 200-day average');
    expect(describeAlertRule({ kind: 'rsi-band', params: { low: 20, high: 80, direction: 'enters' } }, 'Bitcoin')).toBe('Bitcoin RSI enters 20-80');
    expect(describeAlertRule({ kind: 'mood-change', params: { points: 10, window: 1, direction: 'either' } }, 'Bitcoin')).toBe('Bitcoin mood moves 10 points either way in 1 day');
    expect(describeAlertRule({ kind: 'mood-change', params: { points: 10, window: 7, direction: 'down' } }, alertTargetTitle(ALERT_WATCHLIST_TARGET, ''))).toBe(
      'Any asset of your watchlist: mood falls 10 points in 7 days',
    );
    expect(describeAlertRule({ kind: 'headline-surge', params: { factor: 3, period: 'day' } }, 'Apple')).toBe('Apple headlines of a day exceed 3 times their 30-day mean');
    expect(describeAlertRule({ kind: 'headline-surge', params: { factor: 4, period: 'hour' } }, 'Apple')).toBe('Apple headlines of an hour exceed 4 times their hourly mean over 30 days');
  });
});

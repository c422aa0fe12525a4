import { alertLimitsText } from './alert-limits';

describe("a plan's alert limits in words", () => {
  it('names the count and every channel', () => {
    expect(alertLimitsText({ maxAlerts: 3, channels: ['email', 'in-app'] })).toBe('3 active alerts by e-mail and in-app');
    expect(alertLimitsText({ maxAlerts: 200, channels: ['email', 'in-app', 'webhook'] })).toBe('200 active alerts by e-mail, in-app and webhook');
    expect(alertLimitsText({ maxAlerts: 1, channels: ['webhook'] })).toBe('1 active alert by webhook');
  });

  it('says when a plan has none', () => {
    expect(alertLimitsText({ maxAlerts: 0, channels: ['email'] })).toBe('No alerts');
    expect(alertLimitsText({ maxAlerts: 5, channels: [] })).toBe('No alerts');
  });
});

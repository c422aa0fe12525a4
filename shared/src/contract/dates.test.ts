import { daysUntil, quickRange } from './dates';
import { failureMessage } from './http';

describe('days until expiry', () => {
  it('counts whole days between midnight dates, whatever the time of day', () => {
    const today = new Date(2026, 10, 21, 23, 30);
    expect(daysUntil(new Date(2026, 10, 22, 0, 5), today)).toBe(1);
    expect(daysUntil(new Date(2026, 10, 28, 12, 0), today)).toBe(7);
    expect(daysUntil(new Date(2026, 10, 21, 1, 0), today)).toBe(0);
    expect(daysUntil(new Date(2026, 10, 20, 1, 0), today)).toBe(-1);
  });

  it('is NaN for an invalid date', () => {
    expect(Number.isNaN(daysUntil('garbage'))).toBe(true);
  });
});

describe('quick range', () => {
  it('starts N days ago at 00:00:00 and ends today at 23:59:59', () => {
    const { startDate, endDate } = quickRange(3, new Date(2026, 10, 21, 15, 0));
    const start = new Date(startDate);
    const end = new Date(endDate);
    expect([start.getDate(), start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([18, 0, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([21, 23, 59, 59]);
  });
});

describe('generic request failure text', () => {
  it('prefers the server message, then its error field, then "Something went wrong"', () => {
    expect(failureMessage({ message: 'Invalid OTP', error: 'Bad Request' })).toBe('Invalid OTP');
    expect(failureMessage({ message: '', error: 'Bad Request' })).toBe('Bad Request');
    expect(failureMessage({})).toBe('Something went wrong');
    expect(failureMessage('<html>502</html>')).toBe('Something went wrong');
    expect(failureMessage(null)).toBe('Something went wrong');
  });
});

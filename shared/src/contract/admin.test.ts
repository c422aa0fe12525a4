import { companyValueError, parseCompanyInput } from './index';

describe('company values', () => {
  it.each([
    ['string', 'Orbit', { value: 'Orbit' }],
    ['number', '2024', { value: 2024 }],
    ['number', '', { error: 'foundedYear must be a number' }],
    ['number', '12abc', { error: 'foundedYear must be a number' }],
    ['boolean', true, { value: true }],
    ['boolean', 'yes', { error: 'foundedYear must be true or false' }],
    ['string[]', ' crypto , stocks ,', { value: ['crypto', 'stocks'] }],
    ['number[]', '1, 2.5', { value: [1, 2.5] }],
    ['number[]', '1, two', { error: 'foundedYear must be numbers separated by commas' }],
  ] as const)('reads %s input %j', (type, raw, expected) => {
    expect(parseCompanyInput('foundedYear', type, raw)).toEqual(expected);
  });

  it('checks a value against its declared type, as the server does', () => {
    expect(companyValueError('year', 'number', 2024)).toBe('');
    expect(companyValueError('year', 'number', '2024')).toBe('year must be a number');
    expect(companyValueError('tags', 'string[]', ['a', 1])).toBe('tags must be a list of texts');
    expect(companyValueError('open', 'boolean', 'true')).toBe('open must be a boolean');
  });
});

import type { Device } from '@sentiscope/shared/contract';

export const device = (overrides: Partial<Device> & Pick<Device, '_id'>): Device => ({
  name: 'Windows',
  userAgent: 'Chrome',
  ip: '203.0.113.1',
  lastLogin: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  ...overrides,
});

/** The three sessions a fourth login collides with. */
export const threeDevices = (): Device[] => [
  device({ _id: 'd1', name: 'iPhone', userAgent: 'Safari', ip: '198.51.100.1' }),
  device({ _id: 'd2', name: 'Windows', userAgent: 'Edge', ip: '198.51.100.2' }),
  device({ _id: 'd3', name: 'Mac', userAgent: 'Firefox', ip: '198.51.100.3' }),
];

export { aMember as user, envelope, failure } from '@sentiscope/shared/testing';

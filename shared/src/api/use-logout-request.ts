import { useCallback } from 'react';
import type { Device, LogoutResult } from '@sentiscope/shared/contract';
import { lookupPublicIp } from './public-ip';
import { useLogoutMutation } from './user';

export type LogoutRequest = {
  /** Every session of the account at once. */
  fromAllDevices?: boolean;
  /** A listed device to log out; without it, this device. */
  device?: Pick<Device, '_id' | 'ip'>;
  /** During a device conflict the call carries the temporary token. */
  useTemporaryToken?: boolean;
};

/**
 * The one way the site logs out (the account menu and the device list alike), so every call sends the same payload:
 * fromAllDevices, and for a single device its ip (this device's public ip when none is named).
 */
export function useLogoutRequest(): [(request?: LogoutRequest) => Promise<LogoutResult>, { isLoading: boolean }] {
  const [logout, { isLoading }] = useLogoutMutation();
  const request = useCallback(
    async ({ fromAllDevices = false, device, useTemporaryToken }: LogoutRequest = {}) => {
      const single = fromAllDevices ? {} : { ip: device?.ip ?? (await lookupPublicIp()), ...(device ? { deviceId: device._id } : {}) };
      return logout({ fromAllDevices, ...single, ...(useTemporaryToken ? { useTemporaryToken } : {}) }).unwrap();
    },
    [logout],
  );
  return [request, { isLoading }];
}

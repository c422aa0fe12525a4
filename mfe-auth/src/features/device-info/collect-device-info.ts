import type { DeviceInfo } from '@sentiscope/shared/contract';
import { browserNameOf, deviceNameOf } from '@/features/device-info/detect-device';
import { lookupPublicIp } from '@sentiscope/shared/api';

/** What a login says about this device: its name, public ip and browser name. */
export async function collectDeviceInfo(): Promise<DeviceInfo> {
  const agent = navigator.userAgent;
  const isBrave = 'brave' in navigator && Boolean((navigator as Navigator & { brave?: unknown }).brave);
  return { name: deviceNameOf(agent), userAgent: browserNameOf(agent, isBrave), ip: await lookupPublicIp() };
}

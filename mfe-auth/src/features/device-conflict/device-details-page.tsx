import { useId } from 'react';
import styled from 'styled-components';
import { MAX_DEVICES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { Lead } from '@/components/auth-form';
import { DeviceListItem } from '@/features/device-conflict/device-list-item';
import { useDeviceConflict } from '@/features/device-conflict/use-device-conflict';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

export default function DeviceDetailsPage() {
  const { devices, pending, canProceed, logoutDevice, logoutAll, proceed } = useDeviceConflict();
  const hintId = useId();
  const busy = pending !== null;

  return (
    <Layout>
      <Lead id={hintId}>
        {canProceed
          ? 'A device slot is free. Proceed to continue on this device.'
          : `You are logged in on ${devices.length} devices; SentiScope allows ${MAX_DEVICES} at a time. Log out from one to proceed on this device.`}
      </Lead>
      <List aria-label="Logged-in devices">
        {devices.map((device) => (
          <DeviceListItem
            key={device._id}
            device={device}
            busy={typeof pending === 'object' && pending?.deviceId === device._id}
            disabled={busy}
            onLogout={logoutDevice}
          />
        ))}
      </List>
      <Actions>
        <Button variant="danger" onClick={logoutAll} loading={pending === 'all'} disabled={busy}>
          Logout from All Devices
        </Button>
        <Button
          variant="primary"
          onClick={proceed}
          loading={pending === 'proceed'}
          disabled={busy || !canProceed}
          aria-describedby={hintId}
        >
          Proceed
        </Button>
      </Actions>
    </Layout>
  );
}

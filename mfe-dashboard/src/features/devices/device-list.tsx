import styled from 'styled-components';
import { MESSAGES, readTokenClaims, type Device } from '@sentiscope/shared/contract';
import { errorMessage, useGetDevicesQuery, useLogoutMutation } from '@sentiscope/shared/api';
import { useNavigate } from '@sentiscope/shared/router';
import { loggedOut, selectToken, useAppDispatch, useAppSelector } from '@sentiscope/shared/store';
import { Badge, Button, notify } from '@sentiscope/shared/ui';
import { useEndRevokedSession } from '@/features/session/use-end-revoked-session';
import { describeDevice } from './describe-device';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;


/** The devices signed in to this account, with per-device logout and logout from all. */
export function DeviceList() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const thisSession = readTokenClaims(useAppSelector(selectToken))?.sid ?? null;
  const devices = useGetDevicesQuery();
  useEndRevokedSession(devices.error);
  const [logout, { isLoading }] = useLogoutMutation();

  const endThisSession = () => {
    dispatch(loggedOut());
    navigate('/login');
  };

  const logoutDevice = async (device: Device) => {
    try {
      await logout({ fromAllDevices: false, deviceId: device._id }).unwrap();
      notify.success(MESSAGES.deviceLoggedOut);
      if (device._id === thisSession) endThisSession();
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.deviceLogoutFailed));
    }
  };

  const logoutAll = async () => {
    try {
      await logout({ fromAllDevices: true }).unwrap();
      notify.success(MESSAGES.allDevicesLoggedOut);
      endThisSession();
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.allDevicesLogoutFailed));
    }
  };

  if (devices.isLoading) return <p role="status">Loading your devices…</p>;
  if (devices.isError) {
    return (
      <div role="alert">
        <p>{errorMessage(devices.error, 'Failed to load your devices.')}</p>
        <Button variant="secondary" size="sm" onClick={() => devices.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const list = devices.data ?? [];
  return (
    <div>
      <List aria-label="Signed-in devices">
        {list.map((device) => {
          const described = describeDevice(device.userAgent);
          // A client that sent no recognisable user agent is shown by the name it signed in with.
          const browser = described.browser.startsWith('Unknown') && device.name ? device.name : described.browser;
          const { system } = described;
          const current = device._id === thisSession;
          return (
            <Item key={device._id}>
              <div>
                <p>
                  <strong>
                    {browser} on {system}
                  </strong>
                  {current && (
                    <Badge tone="primary" style={{ marginLeft: 8 }}>
                      This device
                    </Badge>
                  )}
                </p>
                <small>
                  IP {device.ip} · last used {new Date(device.lastLogin).toLocaleString()}
                </small>
              </div>
              <Button variant="secondary" size="sm" disabled={isLoading} onClick={() => logoutDevice(device)} aria-label={`Logout ${browser} on ${system}${current ? ' (this device)' : ''}`}>
                Logout
              </Button>
            </Item>
          );
        })}
      </List>
      {list.length > 0 && (
        <p>
          <Button variant="danger" size="sm" loading={isLoading} onClick={logoutAll}>
            Logout from All Devices
          </Button>
        </p>
      )}
    </div>
  );
}

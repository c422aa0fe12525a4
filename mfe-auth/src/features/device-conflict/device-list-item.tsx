import { useId } from 'react';
import styled from 'styled-components';
import type { Device } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { relativeTime } from '@/features/device-conflict/relative-time';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Name = styled.h3`
  grid-column: 1 / -1;
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export type DeviceListItemProps = {
  device: Device;
  busy: boolean;
  disabled: boolean;
  onLogout: (device: Device) => void;
};

export function DeviceListItem({ device, busy, disabled, onLogout }: DeviceListItemProps) {
  const nameId = useId();
  return (
    <Item aria-labelledby={nameId}>
      <div>
        <Name id={nameId}>
          {device.name} · {device.userAgent}
        </Name>
        <Facts>
          <dt>IP address</dt>
          <dd>{device.ip}</dd>
          <dt>Last login</dt>
          <dd>
            <time dateTime={device.lastLogin}>{relativeTime(device.lastLogin)}</time>
          </dd>
        </Facts>
      </div>
      <Button
        variant="danger"
        size="sm"
        loading={busy}
        disabled={disabled}
        aria-describedby={nameId}
        onClick={() => onLogout(device)}
      >
        Logout
      </Button>
    </Item>
  );
}

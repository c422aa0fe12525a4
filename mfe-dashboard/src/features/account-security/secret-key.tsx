import styled from 'styled-components';
import type { TwoFactorSetup } from '@sentiscope/shared/contract';

const Key = styled.code`
  display: block;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.08em;
  word-break: break-all;
`;

/** The new authenticator secret: typed into the app by hand, or opened with the app on this device. */
export function SecretKey({ setup }: { setup: TwoFactorSetup }) {
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div>
      <p>
        In your authenticator app, add an account with this setup key (time-based), or{' '}
        <a href={setup.otpauthUrl}>open it in the app on this device</a>. Then enter the 6-digit code it shows.
      </p>
      <Key aria-label="Setup key" data-secret={setup.secret}>
        {grouped}
      </Key>
    </div>
  );
}

import styled from 'styled-components';
import { useGetSecurityOverviewQuery, useGetUserQuery } from '@sentiscope/shared/api';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { ChangeEmailPanel } from './change-email-panel';
import { ChangePasswordPanel } from './change-password-panel';
import { SecurityActivity } from './security-activity';
import { TwoFactorPanel } from './two-factor-panel';
import { useConfirmEmailLink } from './use-confirm-email-link';
import { YourDataPanel } from './your-data-panel';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-top: ${({ theme }) => theme.spacing.xxl};
  h2 {
    margin: 0;
  }
`;

/** The profile's security section: password, e-mail, two-factor sign-in, recent activity, your data. */
export function AccountSecuritySection() {
  const userId = useAppSelector(selectUserId);
  const { data: user } = useGetUserQuery(userId ?? '', { skip: !userId });
  const { data: overview } = useGetSecurityOverviewQuery(undefined, { skip: !userId });
  useConfirmEmailLink();
  if (!user || !overview) return null;
  return (
    <Section aria-labelledby="account-security-title">
      <h2 id="account-security-title">Security</h2>
      <ChangePasswordPanel userInputs={[user.name, user.email]} />
      <ChangeEmailPanel currentEmail={user.email} />
      <TwoFactorPanel overview={overview} />
      <SecurityActivity events={overview.events} />
      <YourDataPanel />
    </Section>
  );
}

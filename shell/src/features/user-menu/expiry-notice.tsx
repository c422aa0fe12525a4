import styled from 'styled-components';
import { daysUntil, EXPIRY_WARNING_DAYS, type Subscription } from '@sentiscope/shared/contract';

/** 'Expires in N day(s)' in red when 1 to 7 days remain of a plan's end; nothing for plans without an end. */
export function ExpiryNotice({ subscription }: { subscription: Subscription }) {
  if (!subscription.isActive || !subscription.expiry) return null;
  const days = daysUntil(subscription.expiry);
  if (!(days > 0 && days <= EXPIRY_WARNING_DAYS)) return null;
  return <Notice>Expires in {days} day(s)</Notice>;
}

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

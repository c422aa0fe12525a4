import { useEffect, useState } from 'react';
import { useLocation } from '@sentiscope/shared/router';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery } from '@sentiscope/shared/api';
import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { Button, Modal } from '@sentiscope/shared/ui';
import { needsRenewal } from './needs-renewal';

/**
 * Opens on every route change while the subscription has ended or ends within 3 days, and cannot be
 * dismissed there; on /plans, where the user renews, it is closed.
 */
export function SubscriptionEndModal() {
  const userId = useAppSelector(selectUserId);
  const { data: user } = useGetUserQuery(userId ?? skipToken);
  const { pathname } = useLocation();
  const due = userId !== null && user !== undefined && needsRenewal(user.subscription);
  const onPlans = pathname === ROUTES.plans;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(due && !onPlans);
  }, [due, onPlans, pathname]);

  return (
    <Modal
      open={open}
      title={MESSAGES.subscriptionExpiredTitle}
      size="sm"
      dismissible={onPlans}
      onClose={() => setOpen(false)}
      footer={
        <Button to={ROUTES.plans} variant="upgrade">
          Go to Payment
        </Button>
      }
    >
      <Text>{MESSAGES.subscriptionExpiredText}</Text>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
`;

import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { api, errorMessage, useGetCheckoutQuery } from '@sentiscope/shared/api';
import { MESSAGES } from '@sentiscope/shared/contract';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@sentiscope/shared/store';
import { Loader } from '@sentiscope/shared/ui';
import { formatDate } from '@/components/format-date';

/** A provider's confirmation can trail the redirect by a few seconds: ask again until it is in. */
export const CONFIRMATION_POLL_MS = 2000;

/** Confirms with the API that the checkout was paid, then names the plan and its renewal date. */
export function PaymentConfirmation({ checkoutId }: { checkoutId: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const [confirmed, setConfirmed] = useState(false);
  const { data: checkout, error } = useGetCheckoutQuery(loggedIn ? checkoutId : skipToken, {
    pollingInterval: confirmed ? 0 : CONFIRMATION_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const paid = checkout?.status === 'complete';
  // Once confirmed: stop asking, and refresh the user so the header and profile show the new plan.
  useEffect(() => {
    if (!paid) return;
    setConfirmed(true);
    dispatch(api.util.invalidateTags(['User']));
  }, [paid, dispatch]);

  if (!loggedIn) return null;
  if (error) return <Status role="alert">{errorMessage(error, MESSAGES.checkoutConfirmFailed)}</Status>;
  if (!checkout || !paid) return <Loader label="Confirming your payment" />;
  return (
    <Status role="status">
      Your <strong>{checkout.plan.title}</strong> plan is active
      {checkout.renewsAt ? (
        <>
          {' '}
          and renews on <strong>{formatDate(checkout.renewsAt)}</strong>
        </>
      ) : null}
      .
    </Status>
  );
}

const Status = styled.p`
  margin: 0 0 20px;
`;

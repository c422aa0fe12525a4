import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useCancelLocalCheckoutMutation, useGetCheckoutQuery, usePayLocalCheckoutMutation } from '@sentiscope/shared/api';
import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { useNavigate, useSearchParams } from '@sentiscope/shared/router';
import { rememberReturnTo, selectIsLoggedIn, useAppSelector } from '@sentiscope/shared/store';
import { Button, Loader } from '@sentiscope/shared/ui';
import { usePageMeta } from '@/components/use-page-meta';
import { OrderSummary } from './order-summary';

/** The built-in checkout: the buyer's order summary and Pay (no card is charged). */
export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', description: 'Review your SentiScope plan, its price and renewal date, then pay.' });
  const [params] = useSearchParams();
  const id = params.get('session') ?? '';
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const { data: checkout, error, isLoading } = useGetCheckoutQuery(loggedIn && id ? id : skipToken);
  const [pay, payState] = usePayLocalCheckoutMutation();
  const [cancel, cancelState] = useCancelLocalCheckoutMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const signIn = () => {
    rememberReturnTo(`${ROUTES.checkout}?${params.toString()}`);
    navigate(ROUTES.login);
  };

  const onPay = async () => {
    setRefusal(null);
    try {
      await pay(id).unwrap();
      navigate(`${ROUTES.success}?${new URLSearchParams({ checkout: id })}`, { replace: true });
    } catch (failure) {
      setRefusal(errorMessage(failure, MESSAGES.checkoutPayFailed));
    }
  };

  const onCancel = async () => {
    try {
      await cancel(id).unwrap();
    } finally {
      navigate(ROUTES.cancel, { replace: true });
    }
  };

  let body;
  if (!id) body = <Alert role="alert">{MESSAGES.checkoutClosed}</Alert>;
  else if (!loggedIn) {
    body = (
      <>
        <Alert role="alert">Please log in as the buyer to pay for this checkout.</Alert>
        <Button variant="login" fullWidth onClick={signIn}>
          Log in to pay
        </Button>
      </>
    );
  } else if (isLoading) body = <Loader label="Loading your order" />;
  else if (error || !checkout) body = <Alert role="alert">{errorMessage(error, MESSAGES.checkoutClosed)}</Alert>;
  else {
    const open = checkout.status === 'open';
    body = (
      <>
        <OrderSummary checkout={checkout} />
        <Note>Test payments: no card is charged.</Note>
        {refusal && <Alert role="alert">{refusal}</Alert>}
        {open ? (
          <Actions>
            <Button variant="upgrade" fullWidth loading={payState.isLoading} disabled={cancelState.isLoading} onClick={() => void onPay()}>
              Pay
            </Button>
            <Button variant="secondary" fullWidth disabled={payState.isLoading} onClick={() => void onCancel()}>
              Cancel
            </Button>
          </Actions>
        ) : (
          <Alert role="alert">{MESSAGES.checkoutClosed}</Alert>
        )}
      </>
    );
  }

  return (
    <Card aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {body}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 480px;
  margin: 40px auto;
  padding: 32px 28px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 10px;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Alert = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(220, 38, 38, 0.12);
  border: 1px solid rgba(248, 113, 113, 0.4);
  color: ${({ theme }) => theme.colors.text};
`;

import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, ROUTES, type Tenure, type Plan } from '@sentiscope/shared/contract';
import { errorMessage, useCreateCheckoutSessionMutation } from '@sentiscope/shared/api';
import { rememberSubscribeIntent, takeSubscribeIntent } from '@sentiscope/shared/pricing';
import { useNavigate } from '@sentiscope/shared/router';
import { selectIsLoggedIn, useAppSelector } from '@sentiscope/shared/store';
import { notify } from '@sentiscope/shared/ui';

/**
 * Opens the checkout the server made: the site's own checkout page in-app (whatever host name the server
 * knows the site by, the session lives on this one), a payment provider's page by full navigation.
 */
function useGoToCheckout() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin || target.pathname === ROUTES.checkout) navigate(target.pathname + target.search);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}

/**
 * Subscribe on a pricing card: a signed-in user goes straight to checkout; a visitor signs in (or signs up
 * and verifies) first and comes back here, where the remembered plan and cycle continue to checkout.
 */
export function useSubscribe(plansLoaded: boolean) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const goToCheckout = useGoToCheckout();
  const [createCheckout] = useCreateCheckoutSessionMutation();
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);
  const resumed = useRef(false);

  const startCheckout = useCallback(
    async (planId: string, tenure: Tenure) => {
      setPendingPlanId(planId);
      try {
        const { url } = await createCheckout({ planId, tenure }).unwrap();
        goToCheckout(url);
      } catch (error) {
        setPendingPlanId(null);
        notify.error(errorMessage(error, MESSAGES.checkoutFailed));
      }
    },
    [createCheckout, goToCheckout],
  );

  const subscribe = useCallback(
    (plan: Plan, tenure: Tenure) => {
      if (plan.isFree) {
        navigate(loggedIn ? ROUTES.dashboard : ROUTES.signup);
        return;
      }
      if (!loggedIn) {
        rememberSubscribeIntent({ planId: plan._id, tenure });
        navigate(ROUTES.login);
        return;
      }
      void startCheckout(plan._id, tenure);
    },
    [loggedIn, navigate, startCheckout],
  );

  // Back from signing in: continue with the remembered plan and cycle, no second click.
  useEffect(() => {
    if (!loggedIn || !plansLoaded || resumed.current) return;
    resumed.current = true;
    const intent = takeSubscribeIntent();
    if (intent) void startCheckout(intent.planId, intent.tenure);
  }, [loggedIn, plansLoaded, startCheckout]);

  return { subscribe, pendingPlanId };
}

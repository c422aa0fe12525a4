import { useState } from 'react';
import { errorMessage } from '@sentiscope/shared/api';
import { useLazyGetPushPublicKeyQuery, useSubscribePushMutation } from '@sentiscope/shared/alerts/push-api';
import { PUSH_MESSAGES, PUSH_WORKER_PATH, type PushSubscriptionInput } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { Failure } from './webhook-settings';

const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Turns push on in this browser, only when the member presses the button: the browser asks for permission then,
 * never before; the service worker the shell serves shows the notifications.
 */
export function PushConnect() {
  const [getKey] = useLazyGetPushPublicKeyQuery();
  const [subscribe, subscribing] = useSubscribePushMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pushSupported()) return <p>{PUSH_MESSAGES.unsupported}</p>;

  const turnOn = async () => {
    setProblem(null);
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setProblem(PUSH_MESSAGES.denied);
      const { publicKey } = await getKey().unwrap();
      const registration = await navigator.serviceWorker.register(PUSH_WORKER_PATH);
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
      await subscribe(subscription.toJSON() as PushSubscriptionInput).unwrap();
    } catch (error) {
      setProblem(errorMessage(error, PUSH_MESSAGES.unsupported));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="primary" size="sm" loading={busy || subscribing.isLoading} onClick={() => void turnOn()}>
        {PUSH_MESSAGES.turnOn}
      </Button>
      {subscribing.isSuccess && <p role="status">{PUSH_MESSAGES.subscribed}</p>}
      {problem && <Failure role="alert">{problem}</Failure>}
    </>
  );
}

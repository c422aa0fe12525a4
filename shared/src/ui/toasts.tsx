import type { ReactNode } from 'react';
import { cssTransition, toast, ToastContainer, type Id } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@sentiscope/shared/contract';
import { ToastStyle } from './toast-style';

export const TOAST_CONTAINER_ID = 'sentiscope-toasts';

const dropTransition = cssTransition({
  enter: 'sentiscope-toast-enter',
  exit: 'sentiscope-toast-exit',
  collapseDuration: 200,
});

export function ToastHost() {
  return (
    <>
      <ToastStyle />
      <ToastContainer
        containerId={TOAST_CONTAINER_ID}
        position="top-center"
        autoClose={false}
        hideProgressBar
        closeOnClick
        newestOnTop
        limit={4}
        theme="dark"
        transition={dropTransition}
        aria-label="Notifications"
      />
    </>
  );
}

type Kind = 'success' | 'error' | 'info';

// react-toastify counts down with a CSS animation on its progress bar and closes on `animationend`;
// reduced-motion resets and animation-less environments break that, so the spec's 1500 ms is a timer.
const show = (kind: Kind, message: ReactNode): Id => {
  const id = toast[kind](message, {
    containerId: TOAST_CONTAINER_ID,
    role: kind === 'error' ? 'alert' : 'status',
  });
  setTimeout(() => toast.dismiss({ id, containerId: TOAST_CONTAINER_ID }), TOAST_AUTO_CLOSE_MS);
  return id;
};

export const notify = {
  success: (message: ReactNode) => show('success', message),
  error: (message: ReactNode) => show('error', message),
  info: (message: ReactNode) => show('info', message),
  dismissAll: () => toast.dismiss({ containerId: TOAST_CONTAINER_ID }),
};

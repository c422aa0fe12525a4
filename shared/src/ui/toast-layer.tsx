import { useEffect } from 'react';
import { cssTransition, toast, ToastContainer } from 'react-toastify';
import { ToastStyle } from './toast-style';
import { containerPresence, TOAST_CONTAINER_ID } from './toast-state';

const dropTransition = cssTransition({
  enter: 'sentiscope-toast-enter',
  exit: 'sentiscope-toast-exit',
  collapseDuration: 200,
});

/** The toast library's container and its theme: loaded with the first toast (toast-state.ts). */
export default function ToastLayer() {
  useEffect(() => {
    containerPresence.mounted();
    return () => containerPresence.unmounted();
  }, []);
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

export { toast };

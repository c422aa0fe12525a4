import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { cssTransition, toast, ToastContainer, type Id } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@sentiscope/shared/contract';
import { ToastStyle } from './toast-style';

export const TOAST_CONTAINER_ID = 'sentiscope-toasts';

const dropTransition = cssTransition({
  enter: 'sentiscope-toast-enter',
  exit: 'sentiscope-toast-exit',
  collapseDuration: 200,
});

type Countdown = { remaining: number; startedAt: number; handle: ReturnType<typeof setTimeout> | null };

/**
 * Each toast closes TOAST_AUTO_CLOSE_MS after it appears, counting only the time it is neither hovered nor
 * focused: someone reading it or tabbing to its close button keeps it on screen. Keyed by the toast's id,
 * which notify chooses as a string so that it is also the toast element's DOM id.
 */
const countdowns = new Map<string, Countdown>();
let lastToast = 0;

function run(id: string, countdown: Countdown) {
  countdowns.set(id, countdown);
  countdown.startedAt = Date.now();
  countdown.handle = setTimeout(() => {
    countdowns.delete(id);
    toast.dismiss({ id, containerId: TOAST_CONTAINER_ID });
  }, countdown.remaining);
}

function pause(id: string) {
  const countdown = countdowns.get(id);
  if (!countdown?.handle) return;
  clearTimeout(countdown.handle);
  countdown.handle = null;
  countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
}

function resume(id: string) {
  const countdown = countdowns.get(id);
  if (countdown && !countdown.handle) run(id, countdown);
}

function forget(id: string) {
  const countdown = countdowns.get(id);
  if (countdown?.handle) clearTimeout(countdown.handle);
  countdowns.delete(id);
}

/** The toast element an event happened in (react-toastify gives it the toast's id as its DOM id), if any. */
const toastOf = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>('.Toastify__toast') : null;

function holdWhileInside(event: MouseEvent | FocusEvent) {
  const element = toastOf(event.target);
  if (element?.id) pause(element.id);
}

function releaseOnLeave(event: MouseEvent | FocusEvent) {
  const element = toastOf(event.target);
  if (!element?.id) return;
  // Moving between the parts of one toast is not leaving it; neither is the pointer leaving while it has focus.
  if (element.contains(event.relatedTarget as Node | null)) return;
  if (event.type === 'mouseout' && element.contains(document.activeElement)) return;
  if (event.type === 'blur' && element.matches(':hover')) return;
  resume(element.id);
}

export function ToastHost() {
  return (
    <div onMouseOver={holdWhileInside} onFocus={holdWhileInside} onMouseOut={releaseOnLeave} onBlur={releaseOnLeave}>
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
    </div>
  );
}

type Kind = 'success' | 'error' | 'info';

// react-toastify counts down with a CSS animation on its progress bar and closes on `animationend`;
// reduced-motion resets and animation-less environments break that, so the spec's 1500 ms is a timer.
const show = (kind: Kind, message: ReactNode): Id => {
  const id = `sentiscope-toast-${(lastToast += 1)}`;
  toast[kind](message, {
    toastId: id,
    containerId: TOAST_CONTAINER_ID,
    role: kind === 'error' ? 'alert' : 'status',
    onClose: () => forget(id),
  });
  run(id, { remaining: TOAST_AUTO_CLOSE_MS, startedAt: 0, handle: null });
  return id;
};

export const notify = {
  success: (message: ReactNode) => show('success', message),
  error: (message: ReactNode) => show('error', message),
  info: (message: ReactNode) => show('info', message),
  dismissAll: () => {
    for (const id of [...countdowns.keys()]) forget(id);
    toast.dismiss({ containerId: TOAST_CONTAINER_ID });
  },
};

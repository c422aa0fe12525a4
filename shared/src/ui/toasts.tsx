import { lazy, Suspense, useEffect, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import type * as LayerModule from './toast-layer';
import { containerPresence, countdown, toastDemand, TOAST_CONTAINER_ID } from './toast-state';

export { TOAST_CONTAINER_ID };

type Layer = typeof LayerModule;
// The library and its container, one chunk, fetched with the first toast; kept once loaded, so closing a toast
// on its timer happens at once.
let layer: Layer | null = null;
const loadLayer = (): Promise<Layer> => (layer ? Promise.resolve(layer) : import('./toast-layer').then((loaded) => (layer = loaded)));
const ToastLayer = lazy(loadLayer);

const close = (id: string) => layer?.toast.dismiss({ id, containerId: TOAST_CONTAINER_ID });

/** The toast element an event happened in (react-toastify gives it the toast's id as its DOM id), if any. */
const toastOf = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>('.Toastify__toast') : null;

function holdWhileInside(event: MouseEvent | FocusEvent) {
  const element = toastOf(event.target);
  if (element?.id) countdown.pause(element.id);
}

function releaseOnLeave(event: MouseEvent | FocusEvent) {
  const element = toastOf(event.target);
  if (!element?.id) return;
  // Moving between the parts of one toast is not leaving it; neither is the pointer leaving while it has focus.
  if (element.contains(event.relatedTarget as Node | null)) return;
  if (event.type === 'mouseout' && element.contains(document.activeElement)) return;
  if (event.type === 'blur' && element.matches(':hover')) return;
  countdown.resume(element.id, close);
}

/** Where toasts appear; the container itself mounts with the first toast of the visit. */
export function ToastHost() {
  const [active, setActive] = useState(toastDemand.wanted);
  useEffect(() => {
    if (toastDemand.wanted) setActive(true);
    return toastDemand.subscribe(() => setActive(true));
  }, []);
  return (
    <div onMouseOver={holdWhileInside} onFocus={holdWhileInside} onMouseOut={releaseOnLeave} onBlur={releaseOnLeave}>
      {active && (
        <Suspense fallback={null}>
          <ToastLayer />
        </Suspense>
      )}
    </div>
  );
}

type Kind = 'success' | 'error' | 'info';
let lastToast = 0;

// react-toastify counts down with a CSS animation on its progress bar and closes on `animationend`;
// reduced-motion resets and animation-less environments break that, so the toasts' 1500 ms is a timer.
const show = (kind: Kind, message: ReactNode): string => {
  const id = `sentiscope-toast-${(lastToast += 1)}`;
  toastDemand.want();
  void Promise.all([loadLayer(), containerPresence.ready()]).then(([{ toast }]) => {
    toast[kind](message, {
      toastId: id,
      containerId: TOAST_CONTAINER_ID,
      role: kind === 'error' ? 'alert' : 'status',
      onClose: () => countdown.forget(id),
    });
    countdown.start(id, close);
  });
  return id;
};

export const notify = {
  success: (message: ReactNode) => show('success', message),
  error: (message: ReactNode) => show('error', message),
  info: (message: ReactNode) => show('info', message),
  dismissAll: () => {
    countdown.forgetAll();
    layer?.toast.dismiss({ containerId: TOAST_CONTAINER_ID });
  },
};

import { TOAST_AUTO_CLOSE_MS } from '@sentiscope/shared/contract';

/**
 * What the toast host and `notify` share. The toast library and its container load with the first toast, not
 * with the page (docs/decisions/111): most visits show none, and its script and style sheet were a long task
 * on every first paint.
 */
export const TOAST_CONTAINER_ID = 'sentiscope-toasts';

type Countdown = { remaining: number; startedAt: number; handle: ReturnType<typeof setTimeout> | null };

/**
 * Each toast closes TOAST_AUTO_CLOSE_MS after it appears, counting only the time it is neither hovered nor
 * focused: someone reading it or tabbing to its close button keeps it on screen. Keyed by the toast's id,
 * which notify chooses as a string so that it is also the toast element's DOM id.
 */
const countdowns = new Map<string, Countdown>();

function run(id: string, countdown: Countdown, close: (id: string) => void) {
  countdowns.set(id, countdown);
  countdown.startedAt = Date.now();
  countdown.handle = setTimeout(() => {
    countdowns.delete(id);
    close(id);
  }, countdown.remaining);
}

export const countdown = {
  start(id: string, close: (id: string) => void) {
    run(id, { remaining: TOAST_AUTO_CLOSE_MS, startedAt: 0, handle: null }, close);
  },
  pause(id: string) {
    const current = countdowns.get(id);
    if (!current?.handle) return;
    clearTimeout(current.handle);
    current.handle = null;
    current.remaining = Math.max(0, current.remaining - (Date.now() - current.startedAt));
  },
  resume(id: string, close: (id: string) => void) {
    const current = countdowns.get(id);
    if (current && !current.handle) run(id, current, close);
  },
  forget(id: string) {
    const current = countdowns.get(id);
    if (current?.handle) clearTimeout(current.handle);
    countdowns.delete(id);
  },
  forgetAll() {
    for (const id of [...countdowns.keys()]) countdown.forget(id);
  },
};

/** Whether a toast was asked for yet; hosts mount the container once it was. */
let wanted = false;
const hosts = new Set<() => void>();

export const toastDemand = {
  get wanted() {
    return wanted;
  },
  want() {
    if (wanted) return;
    wanted = true;
    for (const host of hosts) host();
  },
  subscribe(host: () => void) {
    hosts.add(host);
    return () => {
      hosts.delete(host);
    };
  },
};

/** Resolves while a container is mounted: a toast sent before that waits for it. */
let markMounted: () => void = () => undefined;
let mounted = new Promise<void>((resolve) => (markMounted = resolve));
let mountedCount = 0;

export const containerPresence = {
  ready: () => mounted,
  mounted() {
    mountedCount += 1;
    markMounted();
  },
  unmounted() {
    mountedCount -= 1;
    if (mountedCount === 0) mounted = new Promise<void>((resolve) => (markMounted = resolve));
  },
};

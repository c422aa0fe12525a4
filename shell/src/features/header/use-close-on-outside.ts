import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * Closes an open header panel (the account menu, the bell's) on a press outside `root` or on Escape, which also
 * gives the focus back to the button that opened it.
 */
export function useCloseOnOutside(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, close, root, trigger]);
}

/** A header panel's state: whether it is open, its id, the refs of its root and its button, closed on outside presses and Escape. */
export function useHeaderPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnOutside(open, close, rootRef, triggerRef);
  return { open, setOpen, close, panelId, rootRef, triggerRef };
}

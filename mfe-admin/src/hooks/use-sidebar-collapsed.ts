import { useCallback, useState } from 'react';
import { BREAKPOINTS } from '@sentiscope/shared/contract';

const KEY = 'admin_sidebar_collapsed';

function initial(): boolean {
  try {
    const saved = window.sessionStorage.getItem(KEY);
    if (saved !== null) return saved === 'true';
  } catch {
    // Storage may be blocked; fall through to the width rule.
  }
  // Collapsed at start on mobile and tablet widths, so the page keeps its room.
  return window.innerWidth < BREAKPOINTS.tablet;
}

/** Whether the admin sidebar is collapsed; the choice holds while the admin moves between pages. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(initial);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      try {
        window.sessionStorage.setItem(KEY, String(!was));
      } catch {
        // Not remembered across pages; the toggle still works here.
      }
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}

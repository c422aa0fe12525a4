import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@sentiscope/shared/router';

const STORE_KEY = 'sentiscope.reset-token';

function readStored(): string {
  try {
    return sessionStorage.getItem(STORE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The reset link's token, taken out of the address bar as soon as the page opens: it is kept for this tab only
 * (a reload still works) and sent in the request body, so it never stays in history, is never sent on in a
 * Referer (no-referrer while the page is open) and never reaches a server log.
 */
export function useResetToken(): { token: string; forget: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const fromLink = new URLSearchParams(location.search).get('token')?.trim() ?? '';
    if (!fromLink) return readStored();
    try {
      sessionStorage.setItem(STORE_KEY, fromLink);
    } catch {
      // Not kept across a reload; the page still works until then.
    }
    return fromLink;
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);

  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);

  return {
    token,
    forget: () => {
      try {
        sessionStorage.removeItem(STORE_KEY);
      } catch {
        // Nothing kept.
      }
    },
  };
}

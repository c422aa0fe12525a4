import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * For links that carry a one-time token in the fragment (`#unlock=…`, `#confirm-email=…`): browsers never send a
 * fragment to a server or in a Referer. The token is taken out of the address at once and handed to `use`, once.
 */
export function useFragmentToken(name: string, use: (token: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(use);
  latest.current = use;
  useEffect(() => {
    const token = new RegExp(`^#${name}=([\\w-]+)$`).exec(location.hash)?.[1];
    if (!token) return;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true, state: location.state });
    latest.current(token);
  }, [location, navigate, name]);
}

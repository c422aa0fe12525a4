import { useEffect, useState } from 'react';
import { useGetAnnouncementQuery } from '@sentiscope/shared/api';
import { isAnnouncementLive, type Announcement } from '@sentiscope/shared/contract';
import { useStoredAnnouncement } from './use-stored-announcement';

// setTimeout fires at once for delays above 2^31-1 ms; a far-off boundary is re-checked later.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The announcement to show: the one the admin saved on the server (every visitor sees it, inside its optional
 * start and end time), else this browser's local copy under `admin_announcement`, else the default offer.
 * Returns null while nothing should show. Until the server answers, the local copy shows: it is what the server
 * gives by default (nothing saved), so the banner is in the prerendered page and the first render, and the
 * page below it does not move when the answer arrives (docs/decisions/101).
 */
export function useAnnouncement(): Announcement | null {
  const local = useStoredAnnouncement();
  const { data: server, isLoading } = useGetAnnouncementQuery();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!server) return undefined;
    const boundaries = [server.startsAt, server.endsAt]
      .map((at) => (at ? Date.parse(at) : Number.NaN))
      .filter((at) => Number.isFinite(at) && at > now);
    if (boundaries.length === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.min(...boundaries) - now, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [server, now]);

  if (server && !isLoading) return isAnnouncementLive(server, now) ? server : null;
  return local.showAnnouncement && local.message.trim() !== '' ? local : null;
}

import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_STORAGE_KEY, type Announcement } from '@sentiscope/shared/contract';
import { readAnnouncement } from './read-announcement';

function readStored(): Announcement {
  try {
    return readAnnouncement(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY));
  } catch {
    return readAnnouncement(null);
  }
}

/** The stored announcement, following saves made in other tabs (the `storage` event). */
export function useStoredAnnouncement(): Announcement {
  const [announcement, setAnnouncement] = useState(readStored);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === ANNOUNCEMENT_STORAGE_KEY || event.key === null) setAnnouncement(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return announcement;
}

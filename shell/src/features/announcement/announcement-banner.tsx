import { useState } from 'react';
import type { Announcement } from '@sentiscope/shared/contract';
import { AnnouncementBar } from '@sentiscope/shared/ui';
import { useAnnouncement } from './use-announcement';

/** The admin's announcement above the header; closing hides it until a different announcement is saved. */
export function AnnouncementBanner() {
  const announcement = useAnnouncement();
  const [dismissed, setDismissed] = useState<Announcement | null>(null);
  if (!announcement || dismissed === announcement) return null;
  return <AnnouncementBar announcement={announcement} onClose={() => setDismissed(announcement)} />;
}

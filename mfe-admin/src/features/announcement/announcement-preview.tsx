import type { AnnouncementInput } from '@sentiscope/shared/contract';
import { AnnouncementBar } from '@sentiscope/shared/ui';

/** The banner as visitors will see it, in the same colours. */
export function AnnouncementPreview({ announcement }: { announcement: AnnouncementInput }) {
  return <AnnouncementBar announcement={announcement} />;
}

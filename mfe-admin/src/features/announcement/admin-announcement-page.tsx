import { errorMessage, useGetAnnouncementQuery, useSaveAnnouncementMutation } from '@sentiscope/shared/api';
import { ANNOUNCEMENT_MESSAGES, type AnnouncementInput } from '@sentiscope/shared/contract';
import { notify } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { Muted, Panel } from '@/components/panel';
import { AnnouncementForm } from './announcement-form';
import { initialAnnouncement, saveLocalCopy } from './announcement-form-model';

/** Announcement Settings: Save keeps the local copy and publishes the banner to every visitor. */
export default function AdminAnnouncementPage() {
  const current = useGetAnnouncementQuery(undefined, { refetchOnMountOrArgChange: true });
  const [saveOnServer, saving] = useSaveAnnouncementMutation();

  const save = async (announcement: AnnouncementInput) => {
    saveLocalCopy(announcement);
    notify.success(ANNOUNCEMENT_MESSAGES.savedLocally);
    try {
      await saveOnServer(announcement).unwrap();
      notify.success(ANNOUNCEMENT_MESSAGES.saved);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to publish the announcement'));
    }
  };

  return (
    <AdminFrame title="Announcement Settings">
      <LoadState label="Loading the announcement…" isLoading={current.isLoading} error={current.error} fallback="Failed to load the announcement." onRetry={() => void current.refetch()} />
      {!current.isLoading && !current.error && (
        <Panel>
          {current.data && <Muted>Published {new Date(current.data.updatedAt).toLocaleString()}.</Muted>}
          <AnnouncementForm key={current.data?.updatedAt ?? 'local'} initial={initialAnnouncement(current.data ?? null)} saving={saving.isLoading} onSave={(a) => void save(a)} />
        </Panel>
      )}
    </AdminFrame>
  );
}

import { useState } from 'react';
import { errorMessage, useExportMyDataMutation } from '@sentiscope/shared/api';
import { Button, notify } from '@sentiscope/shared/ui';
import { DeleteAccountModal } from './delete-account-modal';
import { Actions, Panel } from './panel';
import { saveFile } from './save-file';

/** Download my data (one JSON file) and delete my account. */
export function YourDataPanel() {
  const [exportData, exporting] = useExportMyDataMutation();
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    try {
      const data = await exportData().unwrap();
      saveFile('sentiscope-my-data.json', JSON.stringify(data, null, 2), 'application/json');
    } catch (error) {
      notify.error(errorMessage(error, 'Your data could not be downloaded.'));
    }
  };

  return (
    <Panel aria-labelledby="your-data-title">
      <h3 id="your-data-title">Your data</h3>
      <p>Download everything SentiScope holds about you, or delete your account for good.</p>
      <p>
        The download is one JSON file: your profile, subscription and payments, feedback, security activity, watchlist,
        alerts with their history, notifications, and alert delivery and digest settings. Secrets (your webhook signing
        secret, the tokens in unsubscribe links) are left out.
      </p>
      <Actions>
        <Button variant="secondary" onClick={download} loading={exporting.isLoading}>
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Actions>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
    </Panel>
  );
}

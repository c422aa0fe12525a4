import { usePutAlertSettingsMutation } from '@sentiscope/shared/alerts/settings-api';
import { WEBHOOK_FORMAT_LABELS, WEBHOOK_FORMATS, type WebhookFormat } from '@sentiscope/shared/contract';
import { Select } from '@sentiscope/shared/ui';

/** The body each post carries: SentiScope's signed JSON, or a Slack or Discord message; saved when chosen. */
export function WebhookFormatChoice({ value }: { value: WebhookFormat }) {
  const [save, saving] = usePutAlertSettingsMutation();
  return (
    <Select
      label="Format"
      value={value}
      disabled={saving.isLoading}
      onChange={(e) => void save({ webhookFormat: e.target.value as WebhookFormat })}
      options={WEBHOOK_FORMATS.map((format) => ({ value: format, label: WEBHOOK_FORMAT_LABELS[format] }))}
      hint="Slack or Discord: paste that channel's incoming-webhook address above."
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import type { AlertInput } from '@sentiscope/shared/contract';
import { usePreviewAlertMutation } from '@sentiscope/shared/alerts/alerts-api';

/** How long the form waits after the last keystroke before asking for a preview. */
export const PREVIEW_DELAY_MS = 500;

/** What the preview depends on: the rule, not where it is delivered nor whether it is on. */
const ruleKey = ({ assetId, kind, level, z, params, cooldownDays }: AlertInput) => JSON.stringify([assetId, kind, level, z, params, cooldownDays]);

/**
 * The preview of the rule as it stands, asked for once the member stops typing and only while the rule is
 * complete (`ready`); an answer for an older rule is never shown for a newer one.
 */
export function useAlertPreview(input: AlertInput, ready: boolean) {
  const [preview, state] = usePreviewAlertMutation();
  const [asked, setAsked] = useState<string | null>(null);
  const latest = useRef(input);
  latest.current = input;
  const key = ready ? ruleKey(input) : null;

  useEffect(() => {
    if (!key) return undefined;
    const timer = setTimeout(() => {
      setAsked(key);
      void preview(latest.current);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, preview]);

  const current = key !== null && asked === key && !state.isLoading;
  return {
    waiting: key !== null && !current,
    preview: current ? state.data : undefined,
    error: current ? state.error : undefined,
  };
}

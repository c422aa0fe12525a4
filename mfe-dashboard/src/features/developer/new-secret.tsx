import { useState } from 'react';
import { API_KEY_MESSAGES, type ApiKeyCreated } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { ActionRow, FreshSecret, SecretText } from '@/features/profile/section-parts';

/** The secret of the key just made, shown this once, to copy; closing it leaves only the key's hint. */
export function NewSecret({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <FreshSecret as="section" aria-label={`Secret of ${created.key.name}`}>
      <p role="status">{API_KEY_MESSAGES.created}</p>
      <SecretText aria-label="New API key secret">{created.secret}</SecretText>
      <ActionRow>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          I have copied it
        </Button>
      </ActionRow>
    </FreshSecret>
  );
}

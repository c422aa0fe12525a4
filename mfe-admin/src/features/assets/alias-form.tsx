import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { aliasesError, type CatalogueAsset } from '@sentiscope/shared/contract';
import { errorMessage } from '@sentiscope/shared/api';
import { useChangeAssetMutation } from '@sentiscope/shared/catalogue/admin-api';
import { Button, TextField } from '@sentiscope/shared/ui';

export const ALIASES_SAVE_FAILED = 'The aliases could not be saved.';

const listOf = (text: string) => text.split(',').map((alias) => alias.trim()).filter(Boolean);

/** The asset's aliases as one comma-separated line, checked as the API checks them before it is sent. */
export function AliasForm({ asset, onDone }: { asset: CatalogueAsset; onDone: () => void }) {
  const [text, setText] = useState(asset.aliases.join(', '));
  const [checked, setChecked] = useState(false);
  const [change, saving] = useChangeAssetMutation();
  const problem = checked ? aliasesError(listOf(text)) : '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (aliasesError(listOf(text))) return;
    try {
      await change({ id: asset.id, change: { aliases: listOf(text) } }).unwrap();
      onDone();
    } catch {
      // Said under the field from the mutation's error.
    }
  };
  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextField
        label={`Aliases of ${asset.symbol}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="Comma-separated words or phrases that link a headline to the asset."
        error={problem || (saving.isError ? errorMessage(saving.error, ALIASES_SAVE_FAILED) : undefined)}
        autoFocus
      />
      <Buttons>
        <Button type="submit" size="sm" loading={saving.isLoading}>
          Save aliases
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 240px;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

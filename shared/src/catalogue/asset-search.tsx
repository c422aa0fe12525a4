import { useId, useState, type KeyboardEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Search } from 'lucide-react';
import { ASSET_ADDING_MESSAGES, ASSET_SEARCH_DELAY_MS, type AssetAdded, type AssetMatch } from '@sentiscope/shared/contract';
import { errorMessage } from '@sentiscope/shared/api';
import { assetOptions, type AssetOption, type KnownAsset } from './asset-options';
import { useAddAssetMutation, useSearchAssetsQuery } from './catalogue-api';
import { Failure, Field, Hint, Input, Label, List, Note, OptionRow, Popup, Root, Status } from './asset-search-styles';
import { OptionContent } from './option-content';
import { useDebounced } from './use-debounced';

export type AssetSearchProps = {
  label: string;
  /** The assets the page already knows (the catalogue answer's); chosen ones open. */
  known: readonly KnownAsset[];
  onOpen: (asset: KnownAsset) => void;
  /** What choosing a known asset does, said on its line ("Open" by default; "Watch" in the watchlist's picker). */
  openLabel?: string;
  /** Offers the directory's untracked symbols as "Add {symbol}" and is told of each one added; absent: known assets only. */
  onAdded?: (added: AssetAdded, match: AssetMatch) => void;
  placeholder?: string;
  hint?: string;
};

/**
 * The asset picker: a combobox that finds an asset of the catalogue as the member types and, with `onAdded`, a
 * symbol of the whole directory to add (searched once typing pauses). Arrow keys move through the choices, Enter
 * takes one, Escape closes the list, then clears the text.
 */
export function AssetSearch({ label, known, onOpen, openLabel = 'Open', onAdded, placeholder = 'Ticker or name', hint }: AssetSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), ASSET_SEARCH_DELAY_MS);
  const search = useSearchAssetsQuery(onAdded && q ? q : skipToken);
  const [add, adding] = useAddAssetMutation();
  const [failure, setFailure] = useState('');
  const options = assetOptions(known, q === text.trim() ? search.currentData : undefined, text, Boolean(onAdded));
  const searching = Boolean(onAdded) && text.trim() !== '' && (q !== text.trim() || search.isFetching);
  const shown = open && text.trim() !== '';
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = async (option: AssetOption) => {
    setFailure('');
    if (option.type === 'open') {
      onOpen(option.asset);
      setText('');
      close();
      return;
    }
    try {
      const added = await add({ symbol: option.match.symbol, kind: option.match.kind }).unwrap();
      onAdded?.(added, option.match);
      setText('');
      close();
    } catch (error) {
      setFailure(errorMessage(error, ASSET_ADDING_MESSAGES.addFailed));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length + (index < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter' && shown && active >= 0 && options[active]) {
      event.preventDefault();
      void choose(options[active]);
    } else if (event.key === 'Escape') {
      if (shown) close();
      else setText('');
    }
  };

  const status = searching ? 'Searching…' : search.isError && q ? ASSET_ADDING_MESSAGES.searchFailed : options.length === 0 ? `Nothing matches “${text.trim()}”.` : '';
  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      <Field>
        <Search size={16} aria-hidden="true" />
        <Input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-busy={adding.isLoading || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
        />
      </Field>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Popup hidden={!shown || (options.length === 0 && !status)}>
        <List id={listId} role="listbox" aria-label={`${label}: choices`}>
          {shown &&
            options.map((option, index) => (
              <OptionRow
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => void choose(option)}
              >
                <OptionContent option={option} openLabel={openLabel} />
              </OptionRow>
            ))}
        </List>
        {status && <Status>{status}</Status>}
      </Popup>
      <p className="visually-hidden" role="status" aria-live="polite">
        {shown && !searching ? (options.length === 0 ? status : `${options.length} choice${options.length === 1 ? '' : 's'}.`) : ''}
      </p>
      {adding.isLoading && <Note role="status">Adding…</Note>}
      {failure && <Failure role="alert">{failure}</Failure>}
    </Root>
  );
}

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ANNOUNCEMENT_BACKGROUNDS,
  ANNOUNCEMENT_ICONS,
  ANNOUNCEMENT_TEXT_COLOURS,
  announcementErrors,
  type AnnouncementInput,
  type Choice,
} from '@sentiscope/shared/contract';
import { Button, Checkbox, TextField } from '@sentiscope/shared/ui';
import { FieldGrid, SelectField, TextAreaField } from '@/components/form-controls';
import { AnnouncementPreview } from './announcement-preview';
import { ContrastNote } from './contrast-note';
import { fromLocalInput, toLocalInput } from './announcement-form-model';

type Props = { initial: AnnouncementInput; saving: boolean; onSave: (announcement: AnnouncementInput) => void };

// A value saved before these choices existed (or typed elsewhere) stays selectable rather than silently changing.
const choicesWith = (choices: readonly Choice[], value: string) =>
  choices.some((c) => c.value === value) ? choices : [...choices, { label: `Current (${value})`, value }];

type ChoiceFieldProps = { label: string; choices: readonly Choice[]; value: string; onChange: (value: string) => void; error?: string };

function ChoiceField({ label, choices, value, onChange, error }: ChoiceFieldProps) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)} error={error}>
      {choicesWith(choices, value).map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Announcement Settings: every field of the banner, with a live preview and a contrast check. */
export function AnnouncementForm({ initial, saving, onSave }: Props) {
  const [form, setForm] = useState(initial);
  const [startText, setStartText] = useState(toLocalInput(initial.startsAt));
  const [endText, setEndText] = useState(toLocalInput(initial.endsAt));
  const candidate: AnnouncementInput = { ...form, startsAt: fromLocalInput(startText), endsAt: fromLocalInput(endText) };
  const errors = announcementErrors(candidate);
  const set = <K extends keyof AnnouncementInput>(key: K, value: AnnouncementInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length === 0) onSave(candidate);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Announcement">
      <Preview>
        <h2>Live preview</h2>
        <AnnouncementPreview announcement={candidate} />
        <ContrastNote background={form.backgroundColor} text={form.textColor} />
      </Preview>
      <FieldGrid>
        <div className="full">
          <TextAreaField label="Message" value={form.message} onChange={(e) => set('message', e.target.value)} error={errors.message} rows={3} />
        </div>
        <Checkbox label="Show the announcement" checked={form.showAnnouncement} onChange={(e) => set('showAnnouncement', e.target.checked)} />
        <ChoiceField label="Icon" choices={ANNOUNCEMENT_ICONS} value={form.icon} onChange={(value) => set('icon', value)} error={errors.icon} />
        <ChoiceField label="Background colour" choices={ANNOUNCEMENT_BACKGROUNDS} value={form.backgroundColor} onChange={(value) => set('backgroundColor', value)} error={errors.backgroundColor} />
        <ChoiceField label="Text colour" choices={ANNOUNCEMENT_TEXT_COLOURS} value={form.textColor} onChange={(value) => set('textColor', value)} error={errors.textColor} />
        <TextField label="Start time (optional)" type="datetime-local" value={startText} onChange={(e) => setStartText(e.target.value)} error={errors.startsAt} />
        <TextField label="End time (optional)" type="datetime-local" value={endText} onChange={(e) => setEndText(e.target.value)} error={errors.endsAt} />
        <TextField
          label="Extra class name"
          value={form.className}
          onChange={(e) => set('className', e.target.value)}
          error={errors.className}
          hint="Optional, for the site's own stylesheet"
        />
      </FieldGrid>
      <Footer>
        <Button type="submit" loading={saving} disabled={Object.keys(errors).length > 0}>
          Save
        </Button>
      </Footer>
    </form>
  );
}

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.spacing.xl};
`;

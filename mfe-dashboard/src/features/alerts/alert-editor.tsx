import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, useGetStockListQuery } from '@sentiscope/shared/api';
import { useCreateAlertMutation, useUpdateAlertMutation } from '@sentiscope/shared/alerts/alerts-api';
import { useGetAlertChannelsQuery } from '@sentiscope/shared/alerts/channels-api';
import { ALERT_MESSAGES, type Alert, type AlertList } from '@sentiscope/shared/contract';
import { Button, notify } from '@sentiscope/shared/ui';
import { AlertFields } from './alert-fields';
import { formProblems, formToInput, newAlertForm, alertToForm, type AlertForm } from './alert-form-model';
import { AlertPreviewPanel } from './alert-preview-panel';
import { LimitProblem } from './limit-problem';
import { useAlertPreview } from './use-alert-preview';

type Props = {
  list: AlertList;
  /** The alert being edited, or null for a new one. */
  editing: Alert | null;
  onDone: () => void;
};

/** Create or edit an alert: the rule, its channels, the preview on the last year, and the plan's limits before saving. */
export function AlertEditor({ list, editing, onDone }: Props) {
  const assets = (useGetStockListQuery().data ?? []).filter((asset) => !asset.locked);
  const channelStates = useGetAlertChannelsQuery().data?.channels;
  const connected = channelStates?.filter((c) => c.connected).map((c) => c.channel);
  const offered = channelStates?.filter((c) => c.available).map((c) => c.channel);
  const [form, setForm] = useState<AlertForm>(() => (editing ? alertToForm(editing) : newAlertForm('', list.limits.channels)));
  const [tried, setTried] = useState(false);
  const [create, created] = useCreateAlertMutation();
  const [update, updated] = useUpdateAlertMutation();
  const chosen = form.assetId || assets[0]?.id || '';
  const shown = { ...form, assetId: chosen };
  const problems = formProblems(shown, list, editing);
  const input = formToInput(shown);
  const preview = useAlertPreview(input, problems.field === '');
  const saving = created.isLoading || updated.isLoading;
  const failure = editing ? updated.error : created.error;
  // The button that opened the editor is gone once it shows: focus moves to its heading, so the keyboard and a
  // screen reader carry on from the form instead of from the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.field || problems.limit) return;
    const result = editing ? await update({ id: editing.id, input }) : await create(input);
    if ('data' in result) {
      notify.success(editing ? ALERT_MESSAGES.updated : ALERT_MESSAGES.created);
      onDone();
    }
  };

  const title = editing ? 'Edit alert' : 'New alert';
  return (
    <Editor aria-label={title} onSubmit={submit} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <Columns>
        <AlertFields form={shown} assets={assets} planChannels={list.limits.channels} connected={connected} offered={offered} planTitle={list.planTitle} onChange={setForm} />
        <AlertPreviewPanel ready={problems.field === ''} {...preview} />
      </Columns>
      {problems.limit && <LimitProblem message={problems.limit} />}
      {tried && problems.field && <Problem role="alert">{problems.field}</Problem>}
      {failure && <Problem role="alert">{errorMessage(failure, 'The alert could not be saved. Try again in a moment.')}</Problem>}
      <Footer>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={problems.limit !== ''}>
          {editing ? 'Save alert' : 'Create alert'}
        </Button>
      </Footer>
    </Editor>
  );
}

const Editor = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xl};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

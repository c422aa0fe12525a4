import { useState } from 'react';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { errorMessage, useGetAdminCompanyInformationQuery, useUpdateAdminCompanyInformationMutation } from '@sentiscope/shared/api';
import type { AdminCompanyInformation } from '@sentiscope/shared/contract';
import { Button, notify } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { DataTable, Muted, Panel } from '@/components/panel';
import { AddFieldForm } from './add-field-form';
import { CompanyValueInput } from './company-value-input';
import { draftOf, fieldsOf, readDraft, type DraftRow } from './company-draft';

const LOAD_FAILED = 'Failed to fetch company information. Please try again later.';

/** Company Info: the typed key / value table, read mode and edit mode. */
export default function AdminCompanyPage() {
  const info = useGetAdminCompanyInformationQuery();
  const [saveInfo, saving] = useUpdateAdminCompanyInformationMutation();
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [adding, setAdding] = useState(false);
  const editing = draft !== null;

  const startEditing = (record: AdminCompanyInformation) => {
    setDraft(fieldsOf(record).map(draftOf));
    setErrors({});
  };
  const cancel = () => {
    setDraft(null);
    setAdding(false);
    setErrors({});
  };
  const change = (id: number, raw: string | boolean) => setDraft((rows) => rows && rows.map((row) => (row.id === id ? { ...row, raw } : row)));

  const save = async () => {
    if (!draft) return;
    const read = readDraft(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    try {
      await saveInfo(read.record).unwrap();
      notify.success('Company information saved');
      cancel();
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to save company information'));
    }
  };

  const actions = info.data && (
    <>
      {editing ? (
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => startEditing(info.data as AdminCompanyInformation)}>
          Edit
        </Button>
      )}
      {editing && (
        <>
          <Button variant="secondary" onClick={() => setAdding(true)} disabled={adding}>
            Add Custom Field
          </Button>
          <Button onClick={() => void save()} loading={saving.isLoading}>
            Save Info
          </Button>
        </>
      )}
    </>
  );

  const rows = draft ?? (info.data ? fieldsOf(info.data).map(draftOf) : []);
  return (
    <AdminFrame title="Company Info" actions={actions}>
      <LoadState label="Loading the company information…" isLoading={info.isLoading} error={info.error} fallback={LOAD_FAILED} onRetry={() => void info.refetch()} />
      {info.data && (
        <Panel>
          {rows.length === 0 && !adding ? (
            <Muted>Empty response</Muted>
          ) : (
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Type</th>
                  <th scope="col">Value</th>
                  {editing && <th scope="col"><span className="visually-hidden">Remove</span></th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <Key scope="row">{row.key}</Key>
                    <td><TypeTag>{row.type}</TypeTag></td>
                    <td>
                      {editing ? (
                        <CompanyValueInput
                          label={<span className="visually-hidden">Value of {row.key}</span>}
                          type={row.type}
                          raw={row.raw}
                          error={errors[row.id]}
                          onChange={(raw) => change(row.id, raw)}
                        />
                      ) : (
                        String(row.raw)
                      )}
                    </td>
                    {editing && (
                      <td>
                        <Button variant="secondary" size="sm" aria-label={`Remove ${row.key}`} onClick={() => setDraft((all) => all && all.filter((r) => r.id !== row.id))}>
                          <Trash2 size={16} aria-hidden="true" />
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          {editing && adding && (
            <AddFieldForm
              rows={draft}
              onCancel={() => setAdding(false)}
              onAdd={(row) => {
                setDraft((all) => [...(all ?? []), { ...row, id: Date.now() }]);
                setAdding(false);
              }}
            />
          )}
        </Panel>
      )}
    </AdminFrame>
  );
}

const Key = styled.th`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm} !important;
  text-transform: none !important;
  letter-spacing: 0 !important;
  color: ${({ theme }) => theme.colors.text} !important;
`;

const TypeTag = styled.code`
  padding: 2px 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

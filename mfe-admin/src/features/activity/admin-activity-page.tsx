import { useState } from 'react';
import styled from 'styled-components';
import { useGetActivityQuery } from '@sentiscope/shared/api';
import { ADMIN_ACTIVITY_PAGE_SIZE, type AuditArea } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { SelectField } from '@/components/form-controls';
import { LoadState } from '@/components/load-state';
import { DataTable, Muted, Panel } from '@/components/panel';
import { momentOf } from '@/components/format';
import { ChangeDetails } from './change-details';

const AREAS: Record<AuditArea, string> = { plan: 'Plan', company: 'Company info', announcement: 'Announcement', user: 'User', data: 'Data', asset: 'Asset' };

/** Activity: every admin change, newest first, with who, when, what, and before and after; older pages on demand. */
export default function AdminActivityPage() {
  const [area, setArea] = useState<AuditArea | ''>('');
  // Each older page starts before the last entry of the page shown before it.
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const activity = useGetActivityQuery({ area: area || undefined, before }, { refetchOnMountOrArgChange: true });
  const entries = activity.data ?? [];
  const last = entries.at(-1);

  return (
    <AdminFrame title="Activity">
      <Panel>
        <Filter>
          <SelectField
            label="Show"
            value={area}
            onChange={(e) => {
              setArea(e.target.value as AuditArea | '');
              setCursors([]);
            }}
          >
            <option value="">All changes</option>
            {Object.entries(AREAS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </Filter>
        <LoadState label="Loading the activity…" isLoading={activity.isLoading} error={activity.error} fallback="Failed to load the activity." onRetry={() => void activity.refetch()} />
        {activity.data && entries.length === 0 && <Muted>No admin changes yet.</Muted>}
        {entries.length > 0 && (
          <DataTable>
            <thead>
              <tr>
                <th scope="col">When and who</th>
                <th scope="col">What changed</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <Who>
                    <time dateTime={entry.at}>{momentOf(entry.at)}</time>
                    <span>{entry.actorEmail}</span>
                  </Who>
                  <td>
                    <p>
                      <Area>{AREAS[entry.area]}</Area> {entry.action}: <strong>{entry.target}</strong>
                    </p>
                    <ChangeDetails before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        {(cursors.length > 0 || entries.length === ADMIN_ACTIVITY_PAGE_SIZE) && (
          <Pager aria-label="Pages">
            <Button variant="secondary" size="sm" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Newer
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!last || entries.length < ADMIN_ACTIVITY_PAGE_SIZE}
              onClick={() => last && setCursors((c) => [...c, last._id])}
            >
              Older
            </Button>
          </Pager>
        )}
      </Panel>
    </AdminFrame>
  );
}

const Filter = styled.div`
  max-width: 240px;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Who = styled.td`
  width: 1%;
  white-space: nowrap;
  time,
  span {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Area = styled.span`
  padding: 2px 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Pager = styled.nav`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

import styled from 'styled-components';
import { changedFields } from './changed-fields';

/** The fields a change touched, before → after; the whole record stays one click away. */
export function ChangeDetails({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  return (
    <Details>
      <summary>
        {changes.length} field{changes.length === 1 ? '' : 's'}: {changes.map((c) => c.field).join(', ')}
      </summary>
      <List>
        {changes.map((c) => (
          <li key={c.field}>
            <code>{c.field}</code>: <Old>{c.before}</Old> → <New>{c.after}</New>
          </li>
        ))}
      </List>
    </Details>
  );
}

const Details = styled.details`
  margin-top: ${({ theme }) => theme.spacing.xs};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const List = styled.ul`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  word-break: break-word;
`;

const Old = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
`;

const New = styled.span`
  color: ${({ theme }) => theme.colors.successText};
`;

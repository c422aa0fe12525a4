import styled from 'styled-components';
import { Search } from 'lucide-react';
import { TextField } from '@sentiscope/shared/ui';

type Props = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** The search box above an admin list, its text handed on as typed. */
export function SearchField({ label, placeholder, value, onChange }: Props) {
  return (
    <SearchRow>
      <Search size={18} aria-hidden="true" />
      <TextField label={label} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </SearchRow>
  );
}

const SearchRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  svg {
    margin-bottom: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

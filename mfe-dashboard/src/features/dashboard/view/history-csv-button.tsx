import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useAppDispatch } from '@sentiscope/shared/store';
import { Button } from '@sentiscope/shared/ui';
import { saveFile } from '@/features/account-security/save-file';

export const HISTORY_CSV_FAILED = 'The stored history could not be downloaded. Try again.';

/** "Download CSV" of the stored history (one row per closed day) for the asset and range shown, from the API. */
export function HistoryCsvButton({ assetId, startDate, endDate }: { assetId: string; startDate: string; endDate: string }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    const { historyCsvApi } = await import('./history-csv-api');
    const request = dispatch(historyCsvApi.endpoints.historyCsv.initiate({ assetId, startDate, endDate }));
    try {
      saveFile(`sentiscope-${assetId}-history-${startDate}-${endDate}.csv`, await request.unwrap(), 'text/csv');
    } catch (error) {
      setFailure(errorMessage(error, HISTORY_CSV_FAILED));
    } finally {
      request.reset();
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
        Download history CSV
      </Button>
      {failure && <Failure role="alert">{failure}</Failure>}
    </>
  );
}

const Failure = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

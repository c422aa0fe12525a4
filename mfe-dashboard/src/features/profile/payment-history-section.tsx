import { useGetPaymentHistoryQuery } from '@sentiscope/shared/api';
import { ProfileSection } from './profile-section';
import { localDate } from './subscription-section';

const CYCLES: Record<string, string> = { MONTHLY: 'Monthly', SIX_MONTHS: '6 months', YEARLY: 'Yearly' };

export function PaymentHistorySection() {
  const { data, isLoading, isError } = useGetPaymentHistoryQuery();
  return (
    <ProfileSection title="Payment history">
      {isLoading && <p role="status">Loading payments…</p>}
      {isError && <p role="alert">Failed to load your payments.</p>}
      {data && data.length === 0 && <p>No payments yet.</p>}
      {data && data.length > 0 && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th scope="col">Date</th>
              <th scope="col">Plan</th>
              <th scope="col">Cycle</th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p._id}>
                <td>{localDate(p.date)}</td>
                <td>{p.planTitle}</td>
                <td>{CYCLES[p.tenure] ?? p.tenure}</td>
                <td style={{ textAlign: 'right' }}>${p.amount.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ProfileSection>
  );
}

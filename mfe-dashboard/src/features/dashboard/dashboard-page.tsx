import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery } from '@sentiscope/shared/api';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';

export default function DashboardPage() {
  const userId = useAppSelector(selectUserId);
  const { data: user } = useGetUserQuery(userId ?? skipToken);
  return (
    <section>
      <h1>Dashboard</h1>
      {user && <p>Welcome back, {user.name}.</p>}
      <p>Pick a coin or a stock and a date range to see its sentiment and market analysis.</p>
    </section>
  );
}

export default function DashboardPage() {
  return (
    <section>
      <h1>Dashboard</h1>
      <p>Pick a coin or a stock and a date range to see its sentiment and market analysis.</p>
    </section>
  );
}

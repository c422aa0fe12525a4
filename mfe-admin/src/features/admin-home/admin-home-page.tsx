export default function AdminHomePage() {
  return (
    <section>
      <h1>Admin Dashboard</h1>
      <p>Company statistics at a glance.</p>
    </section>
  );
}

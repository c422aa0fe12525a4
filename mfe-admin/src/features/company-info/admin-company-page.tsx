export default function AdminCompanyPage() {
  return (
    <section>
      <h1>Company Info</h1>
      <p>The company information shown across the site.</p>
    </section>
  );
}

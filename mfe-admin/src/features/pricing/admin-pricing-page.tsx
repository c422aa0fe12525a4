export default function AdminPricingPage() {
  return (
    <section>
      <h1>Pricing</h1>
      <p>Create, edit and remove pricing plans.</p>
    </section>
  );
}

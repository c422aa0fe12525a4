export default function DeviceDetailsPage() {
  return (
    <section>
      <p>You are signed in on too many devices.</p>
    </section>
  );
}

export default function UserDeviceDetailsPage() {
  return (
    <section>
      <h1>Your devices</h1>
      <p>The devices signed in to your SentiScope account.</p>
    </section>
  );
}

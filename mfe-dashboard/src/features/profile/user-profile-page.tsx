export default function UserProfilePage() {
  return (
    <section>
      <h1>Profile</h1>
      <p>Your account, your subscription and the devices you are signed in on.</p>
    </section>
  );
}

export default function LoginPage() {
  return (
    <section>
      <p>Sign in with your e-mail and password.</p>
    </section>
  );
}

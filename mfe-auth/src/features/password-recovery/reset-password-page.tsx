export default function ResetPasswordPage() {
  return (
    <section>
      <p>Choose a new password.</p>
    </section>
  );
}

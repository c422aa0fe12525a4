export default function ForgetPasswordPage() {
  return (
    <section>
      <p>Enter your e-mail to get a reset link.</p>
    </section>
  );
}

export default function VerifyOtpPage() {
  return (
    <section>
      <p>Enter the code we sent to your e-mail.</p>
    </section>
  );
}

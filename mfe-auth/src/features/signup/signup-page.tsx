export default function SignupPage() {
  return (
    <section>
      <p>Create your SentiScope account.</p>
    </section>
  );
}

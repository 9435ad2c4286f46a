// Placeholder until the screen lands.
export default function ForgotPasswordPage() {
  return null;
}

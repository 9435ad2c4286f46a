// Placeholder until the screen lands.
export default function ResetPasswordPage() {
  return null;
}

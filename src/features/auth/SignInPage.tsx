// Placeholder until the screen lands.
export default function SignInPage() {
  return null;
}

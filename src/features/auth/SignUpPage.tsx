// Placeholder until the screen lands.
export default function SignUpPage() {
  return null;
}

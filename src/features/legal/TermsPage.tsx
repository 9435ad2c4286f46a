// Placeholder until the screen lands.
export default function TermsPage() {
  return null;
}

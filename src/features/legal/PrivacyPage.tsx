// Placeholder until the screen lands.
export default function PrivacyPage() {
  return null;
}

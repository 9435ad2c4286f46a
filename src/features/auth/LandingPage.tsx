// Placeholder until the screen lands.
export default function LandingPage() {
  return null;
}

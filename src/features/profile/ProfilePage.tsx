// Placeholder until the screen lands.
export default function ProfilePage() {
  return null;
}

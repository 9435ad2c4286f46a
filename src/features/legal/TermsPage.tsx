import { Link } from "react-router-dom";
import { LegalLayout } from "./LegalLayout";

export default function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated="22 November 2026">
      <p>
        Paisa Coach helps you record your expenses in Indian rupees, set a monthly budget and follow your
        spending. By creating an account you agree to these terms.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Give a real e-mail address you can read: password reset codes and links are sent there.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>One account per person. Do not sign up on someone else's behalf.</li>
      </ul>
      <h2>What the service is, and is not</h2>
      <p>
        Paisa Coach is a personal budgeting tool. Its budgets, limits, missions, tips and quotes are general
        encouragement, not financial, tax or investment advice. Amounts you enter are yours to check; the app
        only adds them up.
      </p>
      <h2>Fair use</h2>
      <ul>
        <li>Do not try to read or change other people's data, or to overload or break the service.</li>
        <li>Do not upload receipt photos that are not yours to share or that contain unlawful content.</li>
      </ul>
      <h2>Your data</h2>
      <p>
        Your expenses, budgets and receipt photos remain yours. How we store them and how to delete them is
        described in the <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <h2>Ending your account</h2>
      <p>
        You may stop using Paisa Coach at any time and ask us to delete your account and data (see the Privacy
        Policy). We may suspend accounts that break these terms.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms; the date above shows the latest version. Continuing to use the app after a
        change means you accept it.
      </p>
    </LegalLayout>
  );
}

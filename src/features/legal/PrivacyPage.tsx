import { LegalLayout } from "./LegalLayout";

export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="22 November 2026">
      <p>
        This page explains what Paisa Coach stores about you, why, and how you can get it deleted. We do not
        sell your data or show you advertising.
      </p>
      <h2>What we store on our servers</h2>
      <ul>
        <li>
          Your account: e-mail address, username, country, a securely hashed password, and when you signed up.
        </li>
        <li>
          Your money data: your monthly budget and category split, the expenses you record (amount, category,
          description, date, how you entered it) and budget alerts.
        </li>
        <li>Receipt photos you choose to attach, kept in private storage that only your account can read.</li>
        <li>Usage events (sign-ins and expenses added, with their dates) used for basic usage statistics.</li>
        <li>
          Password reset requests: the one-time code and link are stored only as hashes and expire after 10
          minutes.
        </li>
      </ul>
      <h2>What stays on your device</h2>
      <p>
        Your browser keeps your sign-in session and a few preferences in local storage: the sound effects
        setting, whether you have seen the welcome tour, your daily mission progress and your logging streak.
        Clearing your browser data removes them. Voice input is turned into text by your browser; we receive
        only the text.
      </p>
      <h2>Who can see it</h2>
      <p>
        Only you can read your expenses, budgets and receipts; the database enforces this for every request.
        Administrators see only aggregate counts and the e-mail and signup date of recent accounts. Our
        hosting provider (Supabase) stores the data on our behalf, and e-mails are sent through our mail
        provider.
      </p>
      <h2>Deleting your data</h2>
      <ul>
        <li>Delete a single expense from the app at any time; it is removed from our database at once.</li>
        <li>
          To delete your whole account, e-mail <strong>privacy@paisacoach.app</strong> from the address you
          signed up with. We delete your account, expenses, budgets, receipt photos and usage events within 30
          days and confirm by e-mail.
        </li>
        <li>
          To remove what is stored on this device, sign out and clear the site's data in your browser
          settings.
        </li>
      </ul>
      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords are hashed, and each request runs with your identity so the
        database only returns your own rows.
      </p>
      <h2>Contact</h2>
      <p>Questions about your data: privacy@paisacoach.app.</p>
    </LegalLayout>
  );
}

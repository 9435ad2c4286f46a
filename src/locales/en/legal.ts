// The terms of service and the privacy policy (src/features/legal).
export const legal = {
  back: "Back to Paisa Coach",
  lastUpdated: "Last updated {{date}}",
  terms: {
    title: "Terms of Service",
    updated: "22 November 2026",
    intro:
      "Paisa Coach helps you record your expenses in Indian rupees, set a monthly budget and follow your spending. By creating an account you agree to these terms.",
    accountHeading: "Your account",
    accountEmail: "Give a real e-mail address you can read: password reset codes and links are sent there.",
    accountPassword:
      "Keep your password to yourself. You are responsible for what happens under your account.",
    accountOnePerson: "One account per person. Do not sign up on someone else's behalf.",
    serviceHeading: "What the service is, and is not",
    service:
      "Paisa Coach is a personal budgeting tool. Its budgets, limits, missions, tips and quotes are general encouragement, not financial, tax or investment advice. Amounts you enter are yours to check; the app only adds them up.",
    fairUseHeading: "Fair use",
    fairUseData: "Do not try to read or change other people's data, or to overload or break the service.",
    fairUseReceipts:
      "Do not upload receipt photos that are not yours to share or that contain unlawful content.",
    dataHeading: "Your data",
    data: "Your expenses, budgets and receipt photos remain yours. How we store them and how to delete them is described in the <privacy>Privacy Policy</privacy>.",
    endingHeading: "Ending your account",
    ending:
      "You may stop using Paisa Coach at any time and ask us to delete your account and data (see the Privacy Policy). We may suspend accounts that break these terms.",
    changesHeading: "Changes",
    changes:
      "We may update these terms; the date above shows the latest version. Continuing to use the app after a change means you accept it.",
  },
  privacy: {
    title: "Privacy Policy",
    updated: "22 November 2026",
    intro:
      "This page explains what Paisa Coach stores about you, why, and how you can get it deleted. We do not sell your data or show you advertising.",
    serversHeading: "What we store on our servers",
    serversAccount:
      "Your account: e-mail address, username, country, a securely hashed password, and when you signed up.",
    serversMoney:
      "Your money data: your monthly budget and category split, the expenses you record (amount, category, description, date, how you entered it) and budget alerts.",
    serversReceipts:
      "Receipt photos you choose to attach, kept in private storage that only your account can read.",
    serversUsage:
      "Usage events (sign-ins and expenses added, with their dates) used for basic usage statistics.",
    serversReset:
      "Password reset requests: the one-time code and link are stored only as hashes and expire after 10 minutes.",
    deviceHeading: "What stays on your device",
    device:
      "Your browser keeps your sign-in session and a few preferences in local storage: the sound effects setting, whether you have seen the welcome tour, your daily mission progress and your logging streak. Clearing your browser data removes them. Voice input is turned into text by your browser; we receive only the text.",
    accessHeading: "Who can see it",
    access:
      "Only you can read your expenses, budgets and receipts; the database enforces this for every request. Administrators see only aggregate counts and the e-mail and signup date of recent accounts. Our hosting provider (Supabase) stores the data on our behalf, and e-mails are sent through our mail provider.",
    deletingHeading: "Deleting your data",
    deletingExpense:
      "Delete a single expense from the app at any time; it is removed from our database at once.",
    deletingAccount:
      "To delete your whole account, e-mail <email>privacy@paisacoach.app</email> from the address you signed up with. We delete your account, expenses, budgets, receipt photos and usage events within 30 days and confirm by e-mail.",
    deletingDevice:
      "To remove what is stored on this device, sign out and clear the site's data in your browser settings.",
    securityHeading: "Security",
    security:
      "Connections are encrypted, passwords are hashed, and each request runs with your identity so the database only returns your own rows.",
    contactHeading: "Contact",
    contact: "Questions about your data: privacy@paisacoach.app.",
  },
};

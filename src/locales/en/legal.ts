// The terms of service and the privacy policy (src/features/legal).
export const legal = {
  back: "Back to Paisa Coach",
  lastUpdated: "Last updated {{date}}",
  terms: {
    title: "Terms of Service",
    updated: "26 November 2026",
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
      "You may stop using Paisa Coach at any time and delete your account and data yourself in Profile (see the Privacy Policy). We may suspend accounts that break these terms.",
    changesHeading: "Changes",
    changes:
      "We may update these terms; the date above shows the latest version. Continuing to use the app after a change means you accept it.",
  },
  privacy: {
    title: "Privacy Policy",
    updated: "27 November 2026",
    intro:
      "This page explains what Paisa Coach stores about you, where, why, and how you delete it. We do not sell your data or show you advertising.",
    serversHeading: "What we store on our servers",
    serversAccount:
      "Your account: e-mail address, username, country, your name if you give it, a securely hashed password (none if you use Google), when you signed up, and your language and digits choice.",
    serversMoney:
      "Your money data: your monthly budget and its category split, the expenses you record (amount, category, description, date, how you paid and how you entered it), your own categories, your recurring payments and your budget alerts.",
    serversMessages:
      "For an expense saved from a bank or UPI message: the payment's reference (or a short fingerprint of the message) so the same payment is never saved twice or imported again, and the payee, so the app remembers the category you choose for it. The message itself is not kept.",
    serversCoach:
      "Your coaching progress and settings, so they are the same on every device you sign in on: logging and mission streaks, today's mission progress, the alerts you closed, whether you have seen the welcome tour, and the sound setting.",
    serversReceipts:
      "Receipt photos you choose to attach, kept in private storage that only your account can read.",
    serversReminders:
      "Your reminder settings (daily reminder, budget alerts, weekly report, reminder time) and a log of the reminders sent to you, so none is sent twice. For each device where you switch on notifications: the address and keys its browser gave for them.",
    serversImports:
      "For each CSV file you import: its name, the app it came from and how many rows were imported or skipped. The file is read to make your expenses and is not kept.",
    serversUsage:
      "Usage events (sign-ins and expenses added, with their dates) for basic usage statistics, only while you consent to it.",
    serversReset:
      "Password reset requests: the one-time code and link are stored only as hashes and expire after 10 minutes.",
    onDeviceHeading: "What is read on your device",
    onDeviceMessages:
      "Bank and UPI messages you paste or share into the app are read on your phone. Only the expenses you confirm are sent to us.",
    onDeviceReceipts:
      "A receipt photo is read on your phone to find its total, shop and date; the photo reaches our storage only if you save it with the expense.",
    onDeviceVoice:
      "Voice input is turned into text by your browser's speech recognition (which may use its maker's service); we receive only the text.",
    onDeviceExport:
      "Export CSV saves a file of your expenses on your device; what you do with it is up to you.",
    deviceHeading: "What stays on your device",
    device:
      "Your browser keeps your sign-in session, a copy of your data so the app opens fast and works offline, the expenses and changes waiting to be sent, a copy of your settings, and the app's files. Your theme and language choices stay too. Signing out erases your data and session from this device.",
    messagesHeading: "E-mails and notifications",
    messages:
      "We e-mail password reset codes and links, and, while they are switched on, the daily reminder and the weekly report; every reminder e-mail has a one-click unsubscribe link. If you switch on notifications on a device, the daily reminder is also sent through that browser's push service (Google, Mozilla, Microsoft or Apple), which passes it to your device. Switch any of them off in Profile.",
    accessHeading: "Who can see it",
    access:
      "Only you can read your expenses, budgets and receipts; the database enforces this for every request. Administrators see only aggregate counts, the e-mail and signup date of recent accounts, and the concerns raised with them, so they can answer. Our hosting provider (Supabase) stores the data on our behalf, and e-mails are sent through our mail provider.",
    deletingHeading: "Deleting your data",
    deletingExpense:
      "Delete a single expense from the app at any time; it is removed from our database at once.",
    deletingAccount:
      "Delete your whole account yourself in <profile>Profile → Delete my account</profile>: your account, every expense, budget, alert, import record, setting and receipt photo are removed from our servers at once, you are signed out everywhere, and this device erases what it kept.",
    deletingDevice: "To remove what is stored on this device without deleting your account, sign out.",
    securityHeading: "Security",
    security:
      "Connections are encrypted, passwords are hashed, and each request runs with your identity so the database only returns your own rows.",
    contactHeading: "Contact",
    contact: "Questions about your data: {{contact}}.",
    consentHeading: "Privacy notice and your consent",
    consent:
      "When you sign up, and once at the next sign-in for accounts made before it, the app shows the notice below and asks your consent per purpose. Each answer is recorded with the notice's version, the language you read it in and the time; the history is kept and cannot be changed. Optional purposes can be declined, and withdrawn in Profile at any time: withdrawing stops the reminders, the weekly report or the usage statistics from then on.",
    serversRights:
      "What you ask for under your rights: the copy of your data you ask for (a zip file in private storage only you can read), the person you nominate (name, e-mail and relationship), and the concerns you raise with our replies.",
    serversSecurity:
      "A security log of sign-ins, failed sign-ins and exports, with your e-mail address and network address kept only as fingerprints, to notice misuse of your account.",
    rightsHeading: "Using your rights",
    rights:
      "In <data>Profile → Your data</data> you can see everything we hold about you, counted by kind; take a copy of all of it (every record, your expenses as CSV and your receipt photos, e-mailed as a link when ready); correct your name; erase one kind (all receipt photos, or the records of pasted messages) and keep the rest; and nominate a person who may use these rights for you if you die or can no longer act yourself. Withdraw an optional consent in Profile → Privacy choices, and delete everything with Delete my account.",
    concernsHeading: "Concerns and complaints",
    concerns:
      "<concerns>Raise a concern</concerns> about your data from Profile: you get a reference number and an e-mail at once, can follow its status in the app, and get an answer within 90 days. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.",
    keepingHeading: "How long we keep it",
    keepingMoney: "Your account, expenses, budgets and settings: until you delete them or your account.",
    keepingMessages:
      "Pasted bank and UPI messages: not kept after the expense is saved, only the bank reference or a fingerprint of the message; account numbers only as their last four digits.",
    keepingReceipts:
      "Receipt photos: made smaller on your phone before upload; kept until the expense or the account is deleted.",
    keepingUsage: "Usage events: after 90 days they become daily counts with nothing that names you.",
    keepingSecurity: "The security log: kept for 1 year, then deleted.",
    keepingArchive: "A copy of your data you asked for: 7 days, then deleted.",
    breachHeading: "If something goes wrong",
    breach:
      "If a breach of security affects your data, we tell you without delay, what happened and what you can do, and report it to the Data Protection Board of India and to CERT-In as the law requires.",
  },
};

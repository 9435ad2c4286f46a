// The e-mails the API sends, in the language on the user's profile (docs/product.md §4.28; English
// when never chosen). Plain text first (it is what most clients preview), HTML beside it.

export type MailLanguage = "en" | "hi" | null | undefined;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const RESET_TEXTS = {
  en: {
    subject: "Reset your Paisa Coach password",
    asked: "Someone asked to reset the password of your Paisa Coach account.",
    code: "Your one-time code (OTP):",
    orLink: "Or open this link to choose a new password:",
    orLinkHtml: ["Or ", "choose a new password with this link", "."],
    valid: "The code and the link are valid for 10 minutes and work once.",
    ignore: "If you did not ask for this, ignore this e-mail: your password stays the same.",
  },
  hi: {
    subject: "अपना Paisa Coach पासवर्ड बदलें",
    asked: "किसी ने आपके Paisa Coach खाते का पासवर्ड बदलने का अनुरोध किया है।",
    code: "आपका एक-बार का कोड (OTP):",
    orLink: "या नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
    orLinkHtml: ["या ", "इस लिंक से नया पासवर्ड चुनें", "।"],
    valid: "कोड और लिंक 10 मिनट तक मान्य हैं और एक ही बार चलते हैं।",
    ignore: "अगर आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।",
  },
} as const;

export function resetRequestMail(input: { to: string; otp: string; link: string; language?: MailLanguage }) {
  const t = RESET_TEXTS[input.language === "hi" ? "hi" : "en"];
  const text = [t.asked, "", `${t.code} ${input.otp}`, "", t.orLink, input.link, "", t.valid, t.ignore].join(
    "\n",
  );
  const [before, linkText, after] = t.orLinkHtml;
  const html = `<p>${t.asked}</p>
<p>${t.code} <strong style="font-size:1.4em;letter-spacing:0.2em">${escapeHtml(input.otp)}</strong></p>
<p>${before}<a href="${escapeHtml(input.link)}">${linkText}</a>${after}</p>
<p>${t.valid}<br>
${t.ignore}</p>`;
  return { to: input.to, subject: t.subject, text, html };
}

/** `signedOut`: every device (after a reset), or every other device (a change made while signed in). */
export function passwordChangedMail(input: {
  to: string;
  when: Date;
  signedOut?: "all" | "others";
  language?: MailLanguage;
}) {
  const hindi = input.language === "hi";
  const when = new Intl.DateTimeFormat(hindi ? "hi-IN" : "en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(input.when);
  if (hindi) {
    const text = [
      `आपके Paisa Coach खाते का पासवर्ड ${when} (IST) को बदला गया।`,
      input.signedOut === "others"
        ? "आपके दूसरे डिवाइस साइन आउट कर दिए गए हैं; जिस डिवाइस से आपने बदला, वह साइन इन रहेगा।"
        : "जो भी डिवाइस साइन इन थे, सब साइन आउट कर दिए गए हैं।",
      "",
      "अगर यह आपने नहीं किया, तो अभी साइन-इन पेज से अपना पासवर्ड बदलें और अपने ई-मेल खाते की सुरक्षा जाँचें।",
    ].join("\n");
    return { to: input.to, subject: "आपका Paisa Coach पासवर्ड बदल दिया गया", text };
  }
  const text = [
    `The password of your Paisa Coach account was changed on ${when} (IST).`,
    input.signedOut === "others"
      ? "Your other devices have been signed out; the one you used stays signed in."
      : "All devices that were signed in have been signed out.",
    "",
    "If this was not you, reset your password now from the sign-in page and check your e-mail account's security.",
  ].join("\n");
  return { to: input.to, subject: "Your Paisa Coach password was changed", text };
}

import type { LocaleTexts } from "../types";

export const budget: LocaleTexts["budget"] = {
  title: "बजट तय करें",
  loadFailed: "आपका बजट लोड नहीं हो सका।",
  savedTitle: "बजट सेव हो गया",
  saved: "आपका मासिक बजट {{amount}} है।",
  saveFailed: "बजट सेव नहीं हो सका। कृपया फिर कोशिश करें।",
  period: "बजट की अवधि",
  monthly: "मासिक",
  amount: "बजट की राशि",
  recommended: "सुझाव: ₹1,000 से ₹1,00,000 प्रति माह",
  byCategory: "श्रेणी के हिसाब से बजट",
  customFailed: "आपकी अपनी श्रेणियाँ लोड नहीं हो सकीं।",
  allocated: "कुल बाँटा गया",
  remaining: "बाकी",
  overAllocated: "बाँटी गई राशि आपके बजट से {{amount}} ज़्यादा है।",
  saving: "सेव हो रहा है...",
  save: "बजट सेव करें",
  // बजट चक्र (docs/product.md §4.31)।
  cycle: {
    label: "मेरा महीना शुरू होता है",
    day: "{{day}} तारीख",
    lastWorkingDay: "आख़िरी कामकाजी दिन",
    runs: "आपका बजट महीना {{start}} – {{end}} तक है",
    fromNext: "आपके अगले चक्र से: {{start}} – {{end}}",
  },
  // श्रेणी के हिसाब से आगे ले जाना (docs/product.md §4.34)।
  carry: {
    title: "बचत आगे ले जाएँ",
    help: "चुनी गई श्रेणी का बचा पैसा अगले चक्र में उसके बजट में जुड़ जाता है।",
    category: "आगे ले जाएँ",
    categoryLabel: "{{category}} आगे ले जाएँ",
    overspending: "ज़्यादा खर्च भी आगे ले जाएँ",
    overspendingHelp: "चुनी गई श्रेणी में ज़्यादा खर्च उसके अगले बजट से घट जाता है।",
    note: "{{from}} से {{amount}} आगे आया",
    overNote: "{{from}} में {{amount}} ज़्यादा खर्च, घटाया गया",
    range: "{{start}} – {{end}}",
  },
};

import type { LocaleTexts } from "../types";

export const errors: LocaleTexts["errors"] = {
  "Amount is required": "राशि ज़रूरी है",
  "Amount must be a number greater than 0 with at most 2 decimals":
    "राशि 0 से बड़ी संख्या हो, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक",
  "Amount must be greater than 0": "राशि 0 से ज़्यादा होनी चाहिए",
  "Budget amount is required": "बजट की राशि ज़रूरी है",
  "Budget must be between ₹1,000 and ₹1,00,000": "बजट ₹1,000 से ₹1,00,000 के बीच होना चाहिए",
  "cycleStart must be a day from 1 to 28 or last_working_day":
    "महीने की शुरुआत 1 से 28 तारीख या आख़िरी कामकाजी दिन होनी चाहिए",
  "A category budget must be at most ₹1,00,000": "किसी श्रेणी का बजट ₹1,00,000 से ज़्यादा नहीं हो सकता",
  "Category is required": "श्रेणी ज़रूरी है",
  "Category name is required": "श्रेणी का नाम ज़रूरी है",
  "Choose a new password that differs from the current one": "ऐसा नया पासवर्ड चुनें जो मौजूदा से अलग हो",
  "Current password is required": "मौजूदा पासवर्ड ज़रूरी है",
  "Email is required": "ई-मेल ज़रूरी है",
  "Email must be a valid e-mail address": "सही ई-मेल पता लिखें",
  "Email must be at most 254 characters": "ई-मेल ज़्यादा से ज़्यादा 254 अक्षरों का हो सकता है",
  "Email or username is required": "ई-मेल या यूज़रनेम ज़रूरी है",
  "New password is required": "नया पासवर्ड ज़रूरी है",
  "OTP must be 6 digits": "OTP 6 अंकों का होना चाहिए",
  "Password is required": "पासवर्ड ज़रूरी है",
  "Password must be at least 8 characters": "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए",
  "Password must be at most 72 characters": "पासवर्ड ज़्यादा से ज़्यादा 72 अक्षरों का हो सकता है",
  "Password must include a letter": "पासवर्ड में एक अंग्रेज़ी अक्षर होना चाहिए",
  "Password must include a number": "पासवर्ड में एक अंक होना चाहिए",
  "Username is required": "यूज़रनेम ज़रूरी है",
  "Concern is required": "शिकायत लिखना ज़रूरी है",
  "Concern must be at most 2000 characters": "शिकायत ज़्यादा से ज़्यादा 2000 अक्षरों की हो सकती है",
  "A resolved concern needs a reply": "सुलझी हुई शिकायत के लिए जवाब ज़रूरी है",
  "Confirm that you are 18 or over to create an account":
    "खाता बनाने के लिए पुष्टि करें कि आपकी उम्र 18 वर्ष या उससे अधिक है",
  "Username may only contain letters, numbers and single hyphens, and cannot begin or end with a hyphen":
    "यूज़रनेम में सिर्फ़ अक्षर, अंक और अकेले हाइफ़न हो सकते हैं; शुरू या अंत में हाइफ़न नहीं",
  "Username must be at most 39 characters": "यूज़रनेम ज़्यादा से ज़्यादा 39 अक्षरों का हो सकता है",
  "Invalid email/username or password": "ई-मेल/यूज़रनेम या पासवर्ड ग़लत है",
  "This username is already taken": "यह यूज़रनेम पहले से लिया जा चुका है",
  "This password reset link is invalid or has expired.":
    "पासवर्ड बदलने का यह लिंक अमान्य है या इसकी मियाद ख़त्म हो गई है।",
  "Invalid or expired code. Request a new one if needed.":
    "कोड अमान्य है या ख़त्म हो गया। ज़रूरत हो तो नया कोड मँगाएँ।",
  "If an account exists for this email, we sent a code and a reset link.":
    "अगर इस ई-मेल का खाता है, तो हमने कोड और लिंक भेज दिया है।",
  "Your current password is not right": "आपका मौजूदा पासवर्ड सही नहीं है",
  "This category already exists.": "यह श्रेणी पहले से मौजूद है।",
  "This message is already saved as an expense": "यह मैसेज पहले ही खर्च के रूप में सेव है",
  "Expense not found": "खर्च नहीं मिला",
  "This expense can no longer be restored": "यह खर्च अब वापस नहीं लाया जा सकता",
  "Unauthorized: please sign in": "कृपया साइन इन करें",
  "Unauthorized: your session has expired, please sign in again": "आपका सेशन ख़त्म हो गया, कृपया फिर साइन इन करें",
  "Enter your password (or sign in again) to delete your account.":
    "खाता हटाने के लिए अपना पासवर्ड डालें (या फिर से साइन इन करें)।",
  "This account signs in with Google and has no password to change":
    "यह खाता Google से साइन इन करता है, इसका कोई पासवर्ड नहीं जिसे बदला जाए",
  "Password changed. Your other devices have been signed out.":
    "पासवर्ड बदल गया। आपके दूसरे डिवाइस साइन आउट कर दिए गए हैं।",
  "Password reset successful. You can now sign in with your new password.":
    "पासवर्ड बदल गया। अब आप नए पासवर्ड से साइन इन कर सकते हैं।",
  "Date must be between the years 2000 and 2100": "तारीख 2000 से 2100 के बीच के साल की होनी चाहिए",
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
  "Speech recognition not supported in this browser": "इस ब्राउज़र में बोलकर दर्ज करने की सुविधा नहीं है",
  "Amounts up to ₹10,00,000 only": "₹10,00,000 तक की राशि ही",
  "Amounts can't be negative": "राशि ऋणात्मक नहीं हो सकती",
  "Use digits with at most one decimal point, e.g. 120.50": "सिर्फ़ अंक और ज़्यादा से ज़्यादा एक दशमलव, जैसे 120.50",
  "At most two decimals (paise), e.g. 45.50": "दशमलव के बाद ज़्यादा से ज़्यादा दो अंक (पैसे), जैसे 45.50",
  "Whole rupees only, without paise": "सिर्फ़ पूरे रुपये, पैसे नहीं",
  "Use digits only, e.g. 25000": "सिर्फ़ अंक, जैसे 25000",
  "Category budgets may list at most 30 categories": "बजट में ज़्यादा से ज़्यादा 30 श्रेणियों की राशि रखी जा सकती है",
  "Nominee's name is required": "नामित व्यक्ति का नाम ज़रूरी है",
  "Nominee's name must be at most 100 characters": "नामित व्यक्ति का नाम अधिकतम 100 अक्षरों का हो सकता है",
  "First name must be at most 100 characters": "पहला नाम अधिकतम 100 अक्षरों का हो सकता है",
  "Last name must be at most 100 characters": "उपनाम अधिकतम 100 अक्षरों का हो सकता है",
  "An archive is already being prepared. You will get an e-mail when it is ready.":
    "एक संग्रह पहले से तैयार हो रहा है। तैयार होने पर आपको ई-मेल मिलेगा।",
  "This archive's link has expired. Please ask for a new one.":
    "इस संग्रह का लिंक समाप्त हो गया है। कृपया नया माँगें।",
  "Your receipt photos could not be erased, so nothing was changed. Please try again.":
    "रसीदों की फ़ोटो मिटाई नहीं जा सकीं, इसलिए कुछ नहीं बदला। कृपया फिर कोशिश करें।",
  // Ceilings on one user's rows (supabase/schemas/46_rows_per_user.sql), passed on by the API.
  "You can have at most 100 categories of your own. Delete one you no longer use first.":
    "आपकी अपनी श्रेणियाँ ज़्यादा से ज़्यादा 100 हो सकती हैं। पहले कोई ऐसी हटाएँ जो अब काम की नहीं।",
  "You can have at most 100 recurring payments. Delete one you no longer need first.":
    "नियमित भुगतान ज़्यादा से ज़्यादा 100 हो सकते हैं। पहले कोई ऐसा हटाएँ जिसकी अब ज़रूरत नहीं।",
  "Too many privacy choices recorded for this account. Please contact support.":
    "इस खाते में बहुत ज़्यादा गोपनीयता विकल्प दर्ज हैं। कृपया सहायता से संपर्क करें।",
  "You can have at most 50 savings goals. Delete one you have reached or no longer need first.":
    "बचत लक्ष्य ज़्यादा से ज़्यादा 50 हो सकते हैं। पहले कोई पूरा हुआ या अब बेकार लक्ष्य हटाएँ।",
  "Too many savings-goal entries for this account. Please contact support.":
    "इस खाते में बचत लक्ष्यों की बहुत ज़्यादा प्रविष्टियाँ हैं। कृपया सहायता से संपर्क करें।",
  // Shared expenses (docs/api.md "Shared expenses").
  "Choose at least one member to share with": "कम से कम एक सदस्य चुनें जिसके साथ बाँटना है",
  "Each member can be chosen once": "हर सदस्य एक ही बार चुना जा सकता है",
  "Share only with members of the household": "सिर्फ़ घर के सदस्यों के साथ बाँटें",
  "paidBy must be a current member of the household": "भुगतान करने वाला घर का मौजूदा सदस्य होना चाहिए",
  "Each member's shares are a whole number from 1 to 100": "हर सदस्य के हिस्से 1 से 100 तक की पूरी संख्या हों",
  "Each member's amount is more than ₹0 with at most two decimals":
    "हर सदस्य की रक़म ₹0 से ज़्यादा हो, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Give an amount for each chosen member only": "सिर्फ़ चुने गए सदस्यों की रक़म दें",
  "Give shares for each chosen member only": "सिर्फ़ चुने गए सदस्यों के हिस्से दें",
  "Only the payer or the household's owner can change or delete a shared expense":
    "साझा ख़र्च को सिर्फ़ भुगतान करने वाला या घर का मालिक बदल या हटा सकता है",
  "Send the split too when you change a shared expense's amount or household":
    "साझा ख़र्च की रक़म या घर बदलें तो उसे फिर से बाँटें",
  "A shared expense cannot be split across categories": "साझा ख़र्च को कई श्रेणियों में नहीं बाँटा जा सकता",
  "Attach a receipt to a personal expense only": "रसीद सिर्फ़ निजी ख़र्च के साथ जोड़ें",
  "Household not found": "घर नहीं मिला",
  // Settling up in a household (docs/api.md "Balances and settlements").
  "You cannot settle up with yourself": "आप ख़ुद से हिसाब बराबर नहीं कर सकते",
  "You can only pay back a current member of the household": "आप सिर्फ़ घर के मौजूदा सदस्य को पैसे लौटा सकते हैं",
  "Settlement not found": "भुगतान का रिकॉर्ड नहीं मिला",
  "Only the member who recorded a settlement can undo it":
    "भुगतान का रिकॉर्ड सिर्फ़ वही सदस्य वापस ले सकता है जिसने उसे दर्ज किया",
  "to must be the user id of the member you paid": "वह सदस्य चुनें जिसे आपने पैसे दिए",
  "A UPI ID looks like name@bank": "UPI ID ऐसी दिखती है: name@bank",
};

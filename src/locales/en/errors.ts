// Messages the API and the shared form rules (@shared/contract/*-schemas.ts) write in English, keyed by that English
// (looked up with keySeparator off: src/i18n/messages.ts). A message not listed shows as the server wrote it.
export const errors = {
  "Amount is required": "Amount is required",
  "Amount must be a number greater than 0 with at most 2 decimals":
    "Amount must be a number greater than 0 with at most 2 decimals",
  "Amount must be greater than 0": "Amount must be greater than 0",
  "Budget amount is required": "Budget amount is required",
  "Budget must be between ₹1,000 and ₹1,00,000": "Budget must be between ₹1,000 and ₹1,00,000",
  "cycleStart must be a day from 1 to 28 or last_working_day":
    "cycleStart must be a day from 1 to 28 or last_working_day",
  "A category budget must be at most ₹1,00,000": "A category budget must be at most ₹1,00,000",
  "Category is required": "Category is required",
  "Category name is required": "Category name is required",
  "Choose a new password that differs from the current one":
    "Choose a new password that differs from the current one",
  "Current password is required": "Current password is required",
  "Email is required": "Email is required",
  "Email must be a valid e-mail address": "Email must be a valid e-mail address",
  "Email must be at most 254 characters": "Email must be at most 254 characters",
  "Email or username is required": "Email or username is required",
  "New password is required": "New password is required",
  "OTP must be 6 digits": "OTP must be 6 digits",
  "Password is required": "Password is required",
  "Password must be at least 8 characters": "Password must be at least 8 characters",
  "Password must be at most 72 characters": "Password must be at most 72 characters",
  "Password must include a letter": "Password must include a letter",
  "Password must include a number": "Password must include a number",
  "Username is required": "Username is required",
  "Concern is required": "Concern is required",
  "Concern must be at most 2000 characters": "Concern must be at most 2000 characters",
  "A resolved concern needs a reply": "A resolved concern needs a reply",
  "Confirm that you are 18 or over to create an account":
    "Confirm that you are 18 or over to create an account",
  "Username may only contain letters, numbers and single hyphens, and cannot begin or end with a hyphen":
    "Username may only contain letters, numbers and single hyphens, and cannot begin or end with a hyphen",
  "Username must be at most 39 characters": "Username must be at most 39 characters",
  "Invalid email/username or password": "Invalid email/username or password",
  "This username is already taken": "This username is already taken",
  "This password reset link is invalid or has expired.":
    "This password reset link is invalid or has expired.",
  "Invalid or expired code. Request a new one if needed.":
    "Invalid or expired code. Request a new one if needed.",
  "If an account exists for this email, we sent a code and a reset link.":
    "If an account exists for this email, we sent a code and a reset link.",
  "Your current password is not right": "Your current password is not right",
  "This category already exists.": "This category already exists.",
  "This message is already saved as an expense": "This message is already saved as an expense",
  "Expense not found": "Expense not found",
  "This expense can no longer be restored": "This expense can no longer be restored",
  "Unauthorized: please sign in": "Unauthorized: please sign in",
  "Unauthorized: your session has expired, please sign in again":
    "Unauthorized: your session has expired, please sign in again",
  "Enter your password (or sign in again) to delete your account.":
    "Enter your password (or sign in again) to delete your account.",
  "This account signs in with Google and has no password to change":
    "This account signs in with Google and has no password to change",
  "Password changed. Your other devices have been signed out.":
    "Password changed. Your other devices have been signed out.",
  "Password reset successful. You can now sign in with your new password.":
    "Password reset successful. You can now sign in with your new password.",
  "Date must be between the years 2000 and 2100": "Date must be between the years 2000 and 2100",
  "Something went wrong. Please try again.": "Something went wrong. Please try again.",
  "Speech recognition not supported in this browser": "Speech recognition not supported in this browser",
  "Amounts up to ₹10,00,000 only": "Amounts up to ₹10,00,000 only",
  "Amounts can't be negative": "Amounts can't be negative",
  "Use digits with at most one decimal point, e.g. 120.50":
    "Use digits with at most one decimal point, e.g. 120.50",
  "At most two decimals (paise), e.g. 45.50": "At most two decimals (paise), e.g. 45.50",
  "Whole rupees only, without paise": "Whole rupees only, without paise",
  "Use digits only, e.g. 25000": "Use digits only, e.g. 25000",
  "Category budgets may list at most 30 categories": "Category budgets may list at most 30 categories",
  "Nominee's name is required": "Nominee's name is required",
  "Nominee's name must be at most 100 characters": "Nominee's name must be at most 100 characters",
  "First name must be at most 100 characters": "First name must be at most 100 characters",
  "Last name must be at most 100 characters": "Last name must be at most 100 characters",
  "An archive is already being prepared. You will get an e-mail when it is ready.":
    "An archive is already being prepared. You will get an e-mail when it is ready.",
  "This archive's link has expired. Please ask for a new one.":
    "This archive's link has expired. Please ask for a new one.",
  "Your receipt photos could not be erased, so nothing was changed. Please try again.":
    "Your receipt photos could not be erased, so nothing was changed. Please try again.",
  // Ceilings on one user's rows (supabase/schemas/46_rows_per_user.sql), passed on by the API.
  "You can have at most 100 categories of your own. Delete one you no longer use first.":
    "You can have at most 100 categories of your own. Delete one you no longer use first.",
  "You can have at most 100 recurring payments. Delete one you no longer need first.":
    "You can have at most 100 recurring payments. Delete one you no longer need first.",
  "Too many privacy choices recorded for this account. Please contact support.":
    "Too many privacy choices recorded for this account. Please contact support.",
  "You can have at most 50 savings goals. Delete one you have reached or no longer need first.":
    "You can have at most 50 savings goals. Delete one you have reached or no longer need first.",
  "Too many savings-goal entries for this account. Please contact support.":
    "Too many savings-goal entries for this account. Please contact support.",
  // Shared expenses (docs/api.md "Shared expenses").
  "Choose at least one member to share with": "Choose at least one member to share with",
  "Each member can be chosen once": "Each member can be chosen once",
  "Share only with members of the household": "Share only with members of the household",
  "paidBy must be a current member of the household": "The payer must be a current member of the household",
  "Each member's shares are a whole number from 1 to 100":
    "Each member's shares are a whole number from 1 to 100",
  "Each member's amount is more than ₹0 with at most two decimals":
    "Each member's amount is more than ₹0 with at most two decimals",
  "Give an amount for each chosen member only": "Give an amount for each chosen member only",
  "Give shares for each chosen member only": "Give shares for each chosen member only",
  "Only the payer or the household's owner can change or delete a shared expense":
    "Only the payer or the household's owner can change or delete a shared expense",
  "Send the split too when you change a shared expense's amount or household":
    "Split it again when you change a shared expense's amount or household",
  "A shared expense cannot be split across categories": "A shared expense cannot be split across categories",
  "Attach a receipt to a personal expense only": "Attach a receipt to a personal expense only",
  "Household not found": "Household not found",
  // Settling up in a household (docs/api.md "Balances and settlements").
  "You cannot settle up with yourself": "You cannot settle up with yourself",
  "You can only pay back a current member of the household":
    "You can only pay back a current member of the household",
  "Settlement not found": "Settlement not found",
  "Only the member who recorded a settlement can undo it":
    "Only the member who recorded a settlement can undo it",
  "to must be the user id of the member you paid": "Choose the member you paid",
  "A UPI ID looks like name@bank": "A UPI ID looks like name@bank",
};

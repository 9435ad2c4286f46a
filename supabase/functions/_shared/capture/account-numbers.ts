// Account and card numbers are kept only as their last four digits (docs/product.md §4.30): what the
// parser returns for a message's account, and any long number in a text the app stores (a payee, a
// statement's narration). The database applies the same rule to what it stores
// (private.mask_account_numbers, supabase/schemas/38_less_data_kept.sql). Pure.

/** "XX1234", "*1234", "A/c 50100123451234" → "1234"; "XX781" → "781"; no digits → null. */
export function lastFourDigits(account: string): string | null {
  const digits = account.replace(/\D/g, "");
  return digits ? digits.slice(-4) : null;
}

/**
 * A number of nine characters or more made of digits and mask characters (X, *), ending in four digits:
 * an account, card or phone number, or one masked by the bank but for its first digits
 * ("512345XXXXXX1234"). Shorter numbers (amounts, years, a masked "XX1234") are left alone.
 */
const LONG_NUMBER = /(?<![0-9A-Za-z*])[0-9Xx*]{5,}([0-9]{4})(?![0-9A-Za-z])/g;

/** The text with every long number cut to its last four digits: "POS 512345XXXXXX1234 DMART" → "POS XX1234 DMART". */
export function maskAccountNumbers(text: string): string {
  return text.replace(LONG_NUMBER, (_, lastFour: string) => `XX${lastFour}`);
}

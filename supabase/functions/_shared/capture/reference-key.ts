// The key an expense keeps for a bank reference (UPI RRN, IMPS, NEFT UTR): "ref:" and the reference in
// capitals, as the database keeps it (anything else in expenses.message_ref becomes a hash:
// supabase/schemas/38_less_data_kept.sql). One home, so a pasted message and an imported statement of
// the same payment meet on the same key.
export const referenceKey = (reference: string): string => `ref:${reference.toUpperCase()}`.slice(0, 100);

// The API checks a sign-in password itself, against the account's stored bcrypt hash, before asking
// the Auth service for a session. An unknown account (or one without a password) is checked against
// a dummy hash of the same cost, so both answers take one bcrypt comparison: the time does not tell
// whether an account exists, and a wrong password never reaches the Auth service.
import bcrypt from "bcryptjs";

/** GoTrue hashes with bcrypt's default cost, 10; the dummy must cost the same. */
export const DUMMY_HASH_COST = 10;
const DUMMY_HASH = bcrypt.hashSync("paisa-coach-timing-equaliser", DUMMY_HASH_COST);

const BCRYPT_HASH = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

/** True when `password` matches `hash`; false (after the same work) when there is no usable hash. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === "string" && BCRYPT_HASH.test(hash);
  const matches = await bcrypt.compare(password, usable ? hash : DUMMY_HASH);
  return usable && matches;
}

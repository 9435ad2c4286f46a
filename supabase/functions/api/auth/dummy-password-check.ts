// Spends the time of one bcrypt comparison (cost 10, as the Auth service hashes) when there is no
// account to check, so an unknown e-mail or username answers about as slowly as a wrong password.
import bcrypt from "bcryptjs";

const DUMMY_HASH = bcrypt.hashSync("paisa-coach-timing-equaliser", 10);

export async function dummyPasswordCheck(password: string): Promise<void> {
  await bcrypt.compare(password, DUMMY_HASH);
}

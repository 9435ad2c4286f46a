// The local "Google" account behind an e-mail: GoTrue's automatic linking (a verified provider e-mail
// joins the existing user with that e-mail) or a new user whose metadata are the provider's claims.
import { createHash } from "node:crypto";
import { type Metadata, mergeMetadata, withProvider } from "./metadata.ts";
import { googleSubject } from "./redirects.ts";
import {
  type Db,
  findUserByEmail,
  type IdentityRow,
  insertIdentity,
  insertUser,
  type UserRow,
} from "./users.ts";

/** The Google account for `email`: linked to the user with that e-mail, or a new user. */
export async function signInWithGoogle(tx: Db, email: string, name: string): Promise<UserRow> {
  const sub = googleSubject(createHash("sha256").update(email).digest("hex"));
  const nameClaims: Metadata = name ? { name, full_name: name } : {};
  const identityData: Metadata = {
    iss: "https://accounts.google.com",
    sub,
    email,
    email_verified: true,
    phone_verified: false,
    provider_id: sub,
    ...nameClaims,
  };
  const [identity] = await tx<IdentityRow[]>`
    select * from auth.identities where provider = 'google' and provider_id = ${sub}`;
  const existing = identity
    ? (await tx<UserRow[]>`select * from auth.users where id = ${identity.user_id}`)[0]
    : await findUserByEmail(tx, email);
  if (!existing) {
    return insertUser(
      tx,
      {
        email,
        passwordHash: null,
        emailConfirmed: true,
        userMetadata: identityData,
        appMetadata: { provider: "google", providers: ["google"] },
      },
      { provider: "google", providerId: sub, data: identityData },
    );
  }
  if (identity) {
    await tx`
      update auth.identities set identity_data = ${tx.json(identityData as never)}, last_sign_in_at = now(),
        updated_at = now()
      where id = ${identity.id}`;
  } else {
    await insertIdentity(tx, existing, "google", sub, identityData);
  }
  // As GoTrue: the provider's claims are merged into user_metadata and the provider is listed.
  const [user] = await tx<UserRow[]>`
    update auth.users set
      raw_user_meta_data = ${tx.json(mergeMetadata(existing.raw_user_meta_data, identityData) as never)},
      raw_app_meta_data = ${tx.json(withProvider(existing.raw_app_meta_data, "google") as never)},
      email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
    where id = ${existing.id} returning *`;
  return user ?? existing;
}

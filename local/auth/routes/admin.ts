// /admin/users — GoTrue's admin API (service_role bearer only).
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { AuthDeps } from "../deps.ts";
import { parseBanDuration } from "../duration.ts";
import { badRequest, internal, isPgError, isUniqueViolation, notFound } from "../errors.ts";
import { metadataSchema, readJson, validateEmail } from "../http.ts";
import { type Metadata, mergeMetadata } from "../metadata.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { isUuid, requireAdmin } from "../request-auth.ts";
import {
  AUDIENCE,
  findUserByEmail,
  findUserById,
  type IdentityRow,
  insertUser,
  loadUserJson,
  type UserRow,
  userJson,
} from "../users.ts";
import { userCreationError } from "./signup.ts";
import { emailExists } from "./user.ts";

const CreateBody = z.looseObject({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
  role: z.string().nullish(),
  ban_duration: z.string().nullish(),
});

const UpdateBody = CreateBody.extend({ phone_confirm: z.boolean().nullish() });

const DeleteBody = z.looseObject({ should_soft_delete: z.boolean().nullish() });

const positiveInt = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

function banUntil(duration: string | null | undefined): Date | null | undefined {
  if (duration == null) return undefined;
  const ms = parseBanDuration(duration);
  if (ms === undefined) throw badRequest("validation_failed", "invalid format for ban duration");
  return ms === null ? null : new Date(Date.now() + ms);
}

export function registerAdmin(app: Hono, deps: AuthDeps) {
  app.use("/admin/*", async (c, next) => {
    await requireAdmin(c, deps.tokens);
    await next();
  });

  async function userParam(c: Context): Promise<UserRow> {
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound("validation_failed", "user_id must be an UUID");
    const user = await findUserById(deps.sql, id);
    if (!user) throw notFound("user_not_found", "User not found");
    return user;
  }

  app.get("/admin/users", async (c) => {
    const page = positiveInt(c.req.query("page"), 1);
    const perPage = Math.min(positiveInt(c.req.query("per_page"), 50), 1000);
    const filter = c.req.query("filter")?.trim();
    const pattern = filter ? `%${filter}%` : null;
    const where = pattern
      ? deps.sql`where aud = ${AUDIENCE} and (email ilike ${pattern} or raw_user_meta_data->>'full_name' ilike ${pattern})`
      : deps.sql`where aud = ${AUDIENCE}`;
    const [{ total } = { total: 0 }] = await deps.sql<{ total: number }[]>`
      select count(*)::int as total from auth.users ${where}`;
    const rows = await deps.sql<UserRow[]>`
      select * from auth.users ${where} order by created_at desc, id
      limit ${perPage} offset ${(page - 1) * perPage}`;
    const identities = rows.length
      ? await deps.sql<
          IdentityRow[]
        >`select * from auth.identities where user_id in ${deps.sql(rows.map((row) => row.id))} order by created_at`
      : [];
    const users = rows.map((row) =>
      userJson(row, identities.filter((identity) => identity.user_id === row.id) as never),
    );
    // GoTrue's pagination headers; supabase-js reads the page numbers out of Link.
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links: string[] = [];
    const path = new URL(c.req.url).pathname;
    if (page < lastPage) links.push(`<${path}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`<${path}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header("X-Total-Count", String(total));
    c.header("Link", links.join(", "));
    return c.json({ users, aud: AUDIENCE });
  });

  app.post("/admin/users", async (c) => {
    const body = await readJson(c, CreateBody);
    if (!body.email && body.phone)
      throw badRequest("phone_provider_disabled", "Phone users are not supported");
    const email = validateEmail(body.email);
    if (body.password != null) checkPasswordStrength(body.password, deps.settings);
    if (await findUserByEmail(deps.sql, email)) throw emailExists();
    const bannedUntil = banUntil(body.ban_duration);
    const passwordHash = body.password != null ? await hashPassword(body.password) : null;
    const appMetadata: Metadata = { provider: "email", providers: ["email"], ...(body.app_metadata ?? {}) };
    try {
      const created = await deps.tx(async (tx) => {
        let user = await insertUser(
          tx,
          {
            email,
            passwordHash,
            emailConfirmed: body.email_confirm === true,
            userMetadata: body.user_metadata ?? {},
            appMetadata,
            role: body.role ?? undefined,
          },
          { provider: "email", data: {} },
        );
        if (bannedUntil) {
          [user = user] = await tx<UserRow[]>`
            update auth.users set banned_until = ${bannedUntil} where id = ${user.id} returning *`;
        }
        return loadUserJson(tx, user);
      });
      return c.json(created);
    } catch (error) {
      if (isUniqueViolation(error, "users_email_partial_key")) throw emailExists();
      throw userCreationError(error, "Database error creating new user");
    }
  });

  app.get("/admin/users/:id", async (c) => c.json(await loadUserJson(deps.sql, await userParam(c))));

  app.put("/admin/users/:id", async (c) => {
    const existing = await userParam(c);
    const body = await readJson(c, UpdateBody);
    if (body.password != null) checkPasswordStrength(body.password, deps.settings);
    let email: string | undefined;
    if (body.email != null) {
      email = validateEmail(body.email);
      if (email === existing.email) email = undefined;
      else if (await findUserByEmail(deps.sql, email)) throw emailExists();
    }
    const bannedUntil = banUntil(body.ban_duration);
    const passwordHash = body.password != null ? await hashPassword(body.password) : undefined;
    try {
      const updated = await deps.tx(async (tx) => {
        const id = existing.id;
        if (passwordHash) {
          await tx`update auth.users set encrypted_password = ${passwordHash} where id = ${id}`;
          // GoTrue's UpdatePassword without a session: the user is signed out everywhere.
          await tx`delete from auth.sessions where user_id = ${id}`;
        }
        if (email) {
          await tx`update auth.users set email = ${email} where id = ${id}`;
          await tx`
            update auth.identities set identity_data = identity_data || ${tx.json({ email } as never)}, updated_at = now()
            where user_id = ${id} and provider = 'email'`;
        }
        if (body.email_confirm === true) {
          await tx`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ${id}`;
        }
        if (body.user_metadata) {
          const merged = mergeMetadata(existing.raw_user_meta_data, body.user_metadata);
          await tx`update auth.users set raw_user_meta_data = ${tx.json(merged as never)} where id = ${id}`;
        }
        if (body.app_metadata) {
          const merged = mergeMetadata(existing.raw_app_meta_data, body.app_metadata);
          await tx`update auth.users set raw_app_meta_data = ${tx.json(merged as never)} where id = ${id}`;
        }
        if (body.role) await tx`update auth.users set role = ${body.role} where id = ${id}`;
        if (bannedUntil !== undefined) {
          await tx`update auth.users set banned_until = ${bannedUntil} where id = ${id}`;
          if (bannedUntil) await tx`delete from auth.sessions where user_id = ${id}`;
        }
        const [user] = await tx<UserRow[]>`
          update auth.users set updated_at = now() where id = ${id} returning *`;
        return loadUserJson(tx, user ?? existing);
      });
      return c.json(updated);
    } catch (error) {
      if (isUniqueViolation(error, "users_email_partial_key")) throw emailExists();
      throw userCreationError(error, "Database error updating user");
    }
  });

  app.delete("/admin/users/:id", async (c) => {
    const user = await userParam(c);
    const body = await readJson(c, DeleteBody);
    try {
      await deps.tx(async (tx) => {
        if (body.should_soft_delete) {
          // GoTrue's soft delete: the row stays (for foreign keys) but is unusable and anonymised.
          await tx`delete from auth.identities where user_id = ${user.id}`;
          await tx`delete from auth.sessions where user_id = ${user.id}`;
          await tx`
            update auth.users set deleted_at = now(), updated_at = now(), encrypted_password = '',
              email = null, phone = null, raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb
            where id = ${user.id}`;
        } else {
          await tx`delete from auth.refresh_tokens where user_id = ${user.id}`;
          // Two deletes at once: the one that finds the row already gone answers 404, as GoTrue does.
          const deleted = await tx`delete from auth.users where id = ${user.id} returning id`;
          if (deleted.length === 0) throw notFound("user_not_found", "User not found");
        }
      });
    } catch (error) {
      if (isPgError(error)) {
        console.error(`[auth] Database error deleting user: ${error.message}`);
        throw internal("Database error deleting user");
      }
      throw error;
    }
    return c.json({});
  });
}

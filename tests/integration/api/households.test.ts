// /api/households (docs/api.md "Households"): every route's answer and status, for the owner, a
// member, a non-member (404 everywhere, as for a household that does not exist) and no session.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, SITE_URL, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

async function householdWith(owner: User, name = "Flat 302") {
  const created = await call(app, "POST", "/households", { token: owner.token, body: { name } });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function inviteAndJoin(owner: User, id: string, joiner: User) {
  const invite = await call(app, "POST", `/households/${id}/invites`, { token: owner.token });
  expect(invite.status).toBe(201);
  const joined = await call(app, "POST", "/households/join", {
    token: joiner.token,
    body: { code: invite.body.code },
  });
  expect(joined.status).toBe(201);
}

describe("households", () => {
  it("creates, lists and shows a household with its members and roles", async () => {
    const owner = await signedInUser(app);
    const member = await signedInUser(app);
    const created = await call(app, "POST", "/households", {
      token: owner.token,
      body: { name: "  Family " },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: "Family", role: "owner", memberCount: 1 });
    const id = created.body.id as string;
    await inviteAndJoin(owner, id, member);

    const list = await call(app, "GET", "/households", { token: member.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id, name: "Family", role: "member", memberCount: 2 }]);

    const detail = await call(app, "GET", `/households/${id}`, { token: owner.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id, name: "Family", role: "owner", memberCount: 2 });
    expect(detail.body.members).toEqual([
      { userId: owner.id, displayName: owner.username, role: "owner", joinedAt: expect.any(String) },
      { userId: member.id, displayName: member.username, role: "member", joinedAt: expect.any(String) },
    ]);
    expect(detail.body.invites).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        status: "used",
      },
    ]);
  });

  it("refuses a bad name with 400 and a clear message", async () => {
    const owner = await signedInUser(app);
    for (const [body, message] of [
      [{}, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{ name: "x".repeat(61) }, "Name must be at most 60 characters"],
      [{ name: 42 }, "Name is required"],
    ] as const) {
      const res = await call(app, "POST", "/households", { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
    const nothing = await call(app, "GET", "/households", { token: owner.token });
    expect(nothing.body).toEqual([]);
  });

  it("answers 409 to a 51st household", async () => {
    const owner = await signedInUser(app);
    await adminSql()`
      with made as (
        insert into public.households (name) select 'Home ' || n from generate_series(1, 50) n returning id
      )
      insert into public.household_members (household_id, user_id, role)
      select id, ${owner.id}, 'owner' from made`;
    const res = await call(app, "POST", "/households", { token: owner.token, body: { name: "One more" } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You can be in at most 50 households: leave one to make another");
  });

  it("needs a session: 401 without one", async () => {
    expect((await call(app, "GET", "/households")).status).toBe(401);
    expect((await call(app, "POST", "/households/join", { body: { code: "x".repeat(24) } })).status).toBe(
      401,
    );
  });

  it("answers 404 to a non-member on every household route, as for a household that does not exist", async () => {
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    const id = await householdWith(owner);
    const invite = await call(app, "POST", `/households/${id}/invites`, { token: owner.token });
    for (const target of [id, crypto.randomUUID(), "not-a-uuid"]) {
      for (const [method, path, body] of [
        ["GET", `/households/${target}`, undefined],
        ["PATCH", `/households/${target}`, { name: "Mine" }],
        ["PATCH", `/households/${target}`, { ownerId: stranger.id }],
        ["DELETE", `/households/${target}`, undefined],
        ["POST", `/households/${target}/invites`, undefined],
        ["DELETE", `/households/${target}/invites/${invite.body.id}`, undefined],
        ["POST", `/households/${target}/leave`, undefined],
        ["DELETE", `/households/${target}/members/${owner.id}`, undefined],
        ["DELETE", `/households/${target}/members/nobody`, undefined],
        ["GET", `/households/${target}/activity`, undefined],
      ] as const) {
        const res = await call(app, method, path, { token: stranger.token, body });
        expect([method, path, res.status]).toEqual([method, path, 404]);
        expect(res.body.message).toMatch(/not found/i);
      }
    }
    const detail = await call(app, "GET", `/households/${id}`, { token: owner.token });
    expect(detail.body.name).toBe("Flat 302");
  });
});

describe("invites and joining", () => {
  it("makes an invite with a long random code, a link and a 7-day expiry", async () => {
    const made = new Date("2026-11-27T05:30:00Z");
    const fixedApp = testApp({ now: () => made });
    const owner = await signedInUser(fixedApp);
    const created = await call(fixedApp, "POST", "/households", {
      token: owner.token,
      body: { name: "Trip" },
    });
    const res = await call(fixedApp, "POST", `/households/${created.body.id}/invites`, {
      token: owner.token,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      code: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      url: `${SITE_URL}/join/${res.body.code}`,
      expiresAt: "2026-12-04T05:30:00.000Z",
    });
    const [stored] = await adminSql()`
      select encode(code_hash, 'hex') as hash from public.household_invites where id = ${res.body.id}`;
    expect(stored?.hash).not.toContain(res.body.code);
  });

  it("joins with 201; 409 when already a member; 410 with a clear message when used, revoked or expired", async () => {
    const made = new Date("2026-11-20T10:00:00Z");
    const madeApp = testApp({ now: () => made });
    const lateApp = testApp({ now: () => new Date("2026-11-27T10:00:00Z") });
    const owner = await signedInUser(app);
    const [first, second] = [await signedInUser(app), await signedInUser(app)];
    const id = await householdWith(owner);
    const invite = async (on = app) =>
      (await call(on, "POST", `/households/${id}/invites`, { token: owner.token })).body;

    const once = await invite();
    const joined = await call(app, "POST", "/households/join", {
      token: first.token,
      body: { code: once.code },
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ id, role: "member" });

    const again = await call(app, "POST", "/households/join", {
      token: second.token,
      body: { code: once.code },
    });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(
      "This invite has already been used: each invite works once. Ask for a new one",
    );

    const member = await call(app, "POST", "/households/join", {
      token: first.token,
      body: { code: (await invite()).code },
    });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe("You are already a member of this household");

    const revoked = await invite();
    const revoke = await call(app, "DELETE", `/households/${id}/invites/${revoked.id}`, {
      token: owner.token,
    });
    expect(revoke.status).toBe(200);
    const afterRevoke = await call(app, "POST", "/households/join", {
      token: second.token,
      body: { code: revoked.code },
    });
    expect(afterRevoke.status).toBe(410);
    expect(afterRevoke.body.message).toBe("This invite was cancelled: ask for a new one");

    const old = await invite(madeApp);
    const expired = await call(lateApp, "POST", "/households/join", {
      token: second.token,
      body: { code: old.code },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe("This invite has expired: invites last 7 days. Ask for a new one");

    const unknown = await call(app, "POST", "/households/join", {
      token: second.token,
      body: { code: "A".repeat(24) },
    });
    expect(unknown.status).toBe(404);
    const malformed = await call(app, "POST", "/households/join", {
      token: second.token,
      body: { code: "short" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(
      "This invite code is not valid: check that you copied the whole link",
    );

    const revokeUsed = await call(app, "DELETE", `/households/${id}/invites/${once.id}`, {
      token: owner.token,
    });
    expect(revokeUsed.status).toBe(409);
    const revokeMissing = await call(app, "DELETE", `/households/${id}/invites/${crypto.randomUUID()}`, {
      token: owner.token,
    });
    expect(revokeMissing.status).toBe(404);
  });
});

describe("membership changes", () => {
  it("a member leaves; the owner cannot leave without handing over (409)", async () => {
    const owner = await signedInUser(app);
    const member = await signedInUser(app);
    const id = await householdWith(owner);
    await inviteAndJoin(owner, id, member);

    const ownerLeaves = await call(app, "POST", `/households/${id}/leave`, { token: owner.token });
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.message).toBe(
      "You own this household: hand over ownership to another member, or delete the household",
    );

    const leaves = await call(app, "POST", `/households/${id}/leave`, { token: member.token });
    expect(leaves.status).toBe(200);
    expect((await call(app, "GET", `/households/${id}`, { token: member.token })).status).toBe(404);
    expect((await call(app, "GET", "/households", { token: member.token })).body).toEqual([]);
    const detail = await call(app, "GET", `/households/${id}`, { token: owner.token });
    expect(detail.body.members.map((m: { userId: string }) => m.userId)).toEqual([owner.id]);
  });

  it("only the owner renames, removes, hands over and deletes (403 for a member)", async () => {
    const owner = await signedInUser(app);
    const member = await signedInUser(app);
    const other = await signedInUser(app);
    const id = await householdWith(owner);
    await inviteAndJoin(owner, id, member);
    await inviteAndJoin(owner, id, other);

    for (const [method, path, body] of [
      ["PATCH", `/households/${id}`, { name: "Mine" }],
      ["PATCH", `/households/${id}`, { ownerId: member.id }],
      ["DELETE", `/households/${id}/members/${other.id}`, undefined],
      ["DELETE", `/households/${id}`, undefined],
    ] as const) {
      const res = await call(app, method, path, { token: member.token, body });
      expect([method, path, res.status, res.body.message]).toEqual([
        method,
        path,
        403,
        "Only the household's owner can do this",
      ]);
    }

    const both = await call(app, "PATCH", `/households/${id}`, {
      token: owner.token,
      body: { name: "Home", ownerId: member.id },
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe("Send either name or ownerId");

    const renamed = await call(app, "PATCH", `/households/${id}`, {
      token: owner.token,
      body: { name: "Home" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Home");

    const removeSelf = await call(app, "DELETE", `/households/${id}/members/${owner.id}`, {
      token: owner.token,
    });
    expect(removeSelf.status).toBe(400);
    const removed = await call(app, "DELETE", `/households/${id}/members/${other.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect((await call(app, "GET", `/households/${id}`, { token: other.token })).status).toBe(404);
    const removeAgain = await call(app, "DELETE", `/households/${id}/members/${other.id}`, {
      token: owner.token,
    });
    expect(removeAgain.status).toBe(400);
    expect(removeAgain.body.message).toBe("That person is not a member of this household");

    const handOverToFormer = await call(app, "PATCH", `/households/${id}`, {
      token: owner.token,
      body: { ownerId: other.id },
    });
    expect(handOverToFormer.status).toBe(400);
    const handedOver = await call(app, "PATCH", `/households/${id}`, {
      token: owner.token,
      body: { ownerId: member.id },
    });
    expect(handedOver.status).toBe(200);
    expect(handedOver.body.role).toBe("member");
    expect(handedOver.body.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.id, "member"],
      [member.id, "owner"],
    ]);
    // The former owner may now leave; the new owner deletes.
    expect((await call(app, "POST", `/households/${id}/leave`, { token: owner.token })).status).toBe(200);
    expect((await call(app, "DELETE", `/households/${id}`, { token: member.token })).status).toBe(200);
    expect((await call(app, "GET", `/households/${id}`, { token: member.token })).status).toBe(404);
  });

  it("the activity log tells who did what, newest first", async () => {
    const owner = await signedInUser(app);
    const member = await signedInUser(app);
    const id = await householdWith(owner, "Flat");
    const invite = await call(app, "POST", `/households/${id}/invites`, { token: owner.token });
    await call(app, "DELETE", `/households/${id}/invites/${invite.body.id}`, { token: owner.token });
    await inviteAndJoin(owner, id, member);
    await call(app, "PATCH", `/households/${id}`, { token: owner.token, body: { name: "Flat 302" } });
    await call(app, "PATCH", `/households/${id}`, { token: owner.token, body: { ownerId: member.id } });
    await call(app, "DELETE", `/households/${id}/members/${owner.id}`, { token: member.token });

    const res = await call(app, "GET", `/households/${id}/activity`, { token: member.token });
    expect(res.status).toBe(200);
    const ownerPerson = { userId: owner.id, displayName: owner.username };
    const memberPerson = { userId: member.id, displayName: member.username };
    expect(
      res.body.map((line: { kind: string; actor: unknown; subject: unknown; details: unknown }) => [
        line.kind,
        line.actor,
        line.subject,
        line.details,
      ]),
    ).toEqual([
      ["removed", memberPerson, ownerPerson, {}],
      ["owner_changed", ownerPerson, memberPerson, {}],
      ["renamed", ownerPerson, null, { from: "Flat", to: "Flat 302" }],
      ["joined", memberPerson, memberPerson, {}],
      ["invite_created", ownerPerson, null, {}],
      ["invite_revoked", ownerPerson, null, {}],
      ["invite_created", ownerPerson, null, {}],
      ["created", ownerPerson, null, { name: "Flat" }],
    ]);
  });
});

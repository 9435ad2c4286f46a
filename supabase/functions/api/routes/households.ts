// /households (docs/product.md "Households"): create and list households, a household with its
// members, invites by link, join, leave, remove, rename, hand over, delete, and the activity log.
// A caller who is not a current member gets 404 for every household, whether it exists or not.
import {
  HOUSEHOLD_INVITE_BYTES,
  HOUSEHOLDS_PER_PERSON_MAX,
  householdPatchSchema,
  JOIN_REFUSALS,
  joinHouseholdSchema,
  newHouseholdSchema,
} from "@shared/contract/household-schemas.ts";
import { toBase64url } from "@shared/format/base64url.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import {
  createHousehold,
  createHouseholdInvite,
  deleteHousehold,
  findHousehold,
  type HouseholdOutcome,
  handOverHousehold,
  householdActivity,
  householdRole,
  joinHousehold,
  leaveHousehold,
  listHouseholds,
  removeHouseholdMember,
  renameHousehold,
  revokeHouseholdInvite,
} from "../db/households.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, conflict, forbidden, gone, type HttpError, notFound } from "../http/errors.ts";
import { isUuid, jsonBody, queryParams } from "../http/validate.ts";
import { filtersOf, pageQuery } from "./expenses.ts";
import { householdBudgetHandlers } from "./household-budget.ts";
import { settlementHandlers } from "./settlements.ts";
import { sharedExpenseHandlers } from "./shared-expenses.ts";

const NOT_FOUND = "Household not found";
const ACTIVITY_LINES = 100;
const TOO_MANY_HOUSEHOLDS = `You can be in at most ${HOUSEHOLDS_PER_PERSON_MAX} households: leave one to make another`;

/** The status and message of each outcome that is not a success. */
const REFUSALS: Record<Exclude<HouseholdOutcome, "ok">, () => HttpError> = {
  not_found: () => notFound(NOT_FOUND),
  not_owner: () => forbidden("Only the household's owner can do this"),
  not_a_member: () => badRequest("That person is not a member of this household"),
  already_owner: () => badRequest("You are already the owner"),
  owner_must_hand_over: () =>
    conflict("You own this household: hand over ownership to another member, or delete the household"),
  is_owner: () => badRequest("The owner cannot be removed: hand over ownership first"),
  no_invite: () => notFound("Invite not found"),
  used: () => conflict("This invite has already been used"),
  too_many: () => conflict("This household has 20 open invites: revoke one or wait for one to be used"),
};

function expectOk(outcome: HouseholdOutcome): void {
  if (outcome !== "ok") throw REFUSALS[outcome]();
}

/** A fresh invite code: HOUSEHOLD_INVITE_BYTES random bytes, base64url. */
const newInviteCode = () => toBase64url(crypto.getRandomValues(new Uint8Array(HOUSEHOLD_INVITE_BYTES)));

export function householdRoutes(services: Services) {
  const { sql, now, siteUrl } = services;
  const routes = new Hono<AppEnv>();
  const idOf = (id: string) => {
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    return id;
  };

  // The household's shared expenses, paged and filtered as /api/expenses (routes/shared-expenses.ts).
  const shared = sharedExpenseHandlers(services);
  routes.get("/:id/expenses", (c) => {
    const id = idOf(c.req.param("id"));
    return shared.listHousehold(c, id, filtersOf(c), queryParams(c, pageQuery));
  });
  routes.get("/:id/export", (c) => shared.exportHousehold(c, idOf(c.req.param("id")), filtersOf(c)));

  // Balances and settling up (routes/settlements.ts).
  const settlements = settlementHandlers(services);
  routes.get("/:id/balances", (c) => settlements.balances(c, idOf(c.req.param("id"))));
  routes.post("/:id/settlements", (c) => settlements.settle(c, idOf(c.req.param("id"))));
  routes.delete("/:id/settlements/:settlementId", (c) =>
    settlements.undo(c, idOf(c.req.param("id")), c.req.param("settlementId")),
  );

  // The household's budget (routes/household-budget.ts).
  const budget = householdBudgetHandlers(services);
  routes.get("/:id/budget", (c) => budget.get(c, idOf(c.req.param("id"))));
  routes.put("/:id/budget", (c) => budget.put(c, idOf(c.req.param("id"))));

  routes.post("/", async (c) => {
    const { name } = await jsonBody(c, newHouseholdSchema);
    const household = await withUser(sql, c.get("claims"), (tx) => createHousehold(tx, name));
    if (!household) throw conflict(TOO_MANY_HOUSEHOLDS);
    return c.json(household, 201);
  });

  routes.get("/", async (c) => {
    const households = await withUser(sql, c.get("claims"), (tx) => listHouseholds(tx));
    return c.json(households);
  });

  routes.post("/join", async (c) => {
    const { code } = await jsonBody(c, joinHouseholdSchema);
    const joined = await withUser(sql, c.get("claims"), (tx) => joinHousehold(tx, code, now()));
    switch (joined.outcome) {
      case "joined":
        return c.json({ id: joined.householdId, role: "member" }, 201);
      case "unknown":
        throw notFound(JOIN_REFUSALS.unknown);
      case "expired":
      case "used":
      case "revoked":
        throw gone(JOIN_REFUSALS[joined.outcome]);
      case "member":
      case "full":
      case "too_many":
        throw conflict(JOIN_REFUSALS[joined.outcome]);
    }
  });

  routes.get("/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    const household = await withUser(sql, c.get("claims"), (tx) => findHousehold(tx, id, now()));
    if (!household) throw notFound(NOT_FOUND);
    return c.json(household);
  });

  routes.patch("/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    const patch = await jsonBody(c, householdPatchSchema);
    const household = await withUser(sql, c.get("claims"), async (tx) => {
      expectOk(
        patch.ownerId !== undefined
          ? await handOverHousehold(tx, id, patch.ownerId)
          : await renameHousehold(tx, id, patch.name as string),
      );
      return findHousehold(tx, id, now());
    });
    // After a hand-over the caller is still a member, so the household is there to answer.
    if (!household) throw notFound(NOT_FOUND);
    return c.json(household);
  });

  routes.delete("/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    expectOk(await withUser(sql, c.get("claims"), (tx) => deleteHousehold(tx, id)));
    return c.json({ message: "Household deleted", id });
  });

  routes.post("/:id/invites", async (c) => {
    const id = idOf(c.req.param("id"));
    const code = newInviteCode();
    const made = await withUser(sql, c.get("claims"), (tx) => createHouseholdInvite(tx, id, code, now()));
    expectOk(made.outcome);
    return c.json(
      {
        id: made.inviteId,
        code,
        url: `${siteUrl.replace(/\/$/, "")}/join/${code}`,
        expiresAt: made.expiresAt?.toISOString(),
      },
      201,
    );
  });

  routes.delete("/:id/invites/:inviteId", async (c) => {
    const id = idOf(c.req.param("id"));
    const inviteId = c.req.param("inviteId");
    if (!isUuid(inviteId)) throw notFound("Invite not found");
    expectOk(await withUser(sql, c.get("claims"), (tx) => revokeHouseholdInvite(tx, id, inviteId)));
    return c.json({ message: "Invite revoked", id: inviteId });
  });

  routes.post("/:id/leave", async (c) => {
    const id = idOf(c.req.param("id"));
    expectOk(await withUser(sql, c.get("claims"), (tx) => leaveHousehold(tx, id)));
    return c.json({ message: "You left the household", id });
  });

  routes.delete("/:id/members/:userId", async (c) => {
    const id = idOf(c.req.param("id"));
    const userId = c.req.param("userId");
    const outcome = await withUser(sql, c.get("claims"), async (tx): Promise<HouseholdOutcome> => {
      if (isUuid(userId)) return removeHouseholdMember(tx, id, userId);
      return (await householdRole(tx, id)) ? "not_a_member" : "not_found";
    });
    expectOk(outcome);
    return c.json({ message: "Member removed", id, userId });
  });

  routes.get("/:id/activity", async (c) => {
    const id = idOf(c.req.param("id"));
    const lines = await withUser(sql, c.get("claims"), async (tx) => {
      if (!(await householdRole(tx, id))) return undefined;
      return householdActivity(tx, id, ACTIVITY_LINES);
    });
    if (!lines) throw notFound(NOT_FOUND);
    return c.json(lines);
  });

  return routes;
}

// The canonical category list in the database (public.categories + public.canonical_category) and
// in supabase/functions/_shared/contract/categories.ts are the same list with the same aliases.

import { CATEGORIES, canonicalCategory } from "@shared/contract/categories.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf } from "./sql-as.ts";

describe("canonical categories: database and _shared agree", () => {
  it("has the same names, order, emoji, colours, icons, aliases and kinds", async () => {
    const rows = await adminSql()`
      select name, emoji, color, icon, aliases, kind from categories order by sort_order`;
    expect(rows.map((row) => ({ ...row }))).toEqual(
      CATEGORIES.map(({ name, emoji, color, icon, aliases, kind }) => ({
        name,
        emoji,
        color,
        icon,
        aliases: [...aliases],
        kind,
      })),
    );
  });

  it("canonicalises every name and alias, in any case and spacing, the same way", async () => {
    const inputs = CATEGORIES.flatMap((c) => [c.name, ...c.aliases]).flatMap((name) => [
      name,
      name.toLowerCase(),
      name.toUpperCase(),
      `  ${name} `,
    ]);
    inputs.push("Chai", "  Street food ", "Mobile Phone", "health care");
    const rows = await adminSql()<{ input: string; canonical: string }[]>`
      select input, public.canonical_category(input) as canonical from unnest(${inputs}::text[]) input`;
    for (const row of rows)
      expect(row.canonical, JSON.stringify(row.input)).toBe(canonicalCategory(row.input));
  });

  it("stores an expense under the list's spelling, however it was written (the trigger's quick path too)", async () => {
    const user = await createUser();
    const inputs = CATEGORIES.flatMap((c) => [c.name, ...c.aliases]).flatMap((name) => [
      name,
      name.toLowerCase(),
      ` ${name}`,
    ]);
    inputs.push("Chai", "  Street food ");
    const rows = await adminSql()<{ input: string; stored: string }[]>`
      with saved as (
        insert into public.expenses (user_id, amount, category, description)
        select ${user.id}, 10, input, input from unnest(${inputs}::text[]) input
        returning description as input, category as stored
      )
      select * from saved`;
    expect(rows).toHaveLength(inputs.length);
    for (const row of rows) expect(row.stored, JSON.stringify(row.input)).toBe(canonicalCategory(row.input));
    await adminSql()`delete from auth.users where id = ${user.id}`;
  });
});

describe("custom categories in the database", () => {
  it("never holds a default category or its alias, nor one name twice in any letter case", async () => {
    const user = await createUser();
    const add = (name: string) => as(user, (tx) => tx`insert into custom_categories (name) values (${name})`);
    await add("Pet care");
    for (const name of ["healthcare", "Food & Dining", "MOBILE", "pet CARE"]) {
      expect((await failureOf(() => add(name)))?.code, name).toBe("23505");
    }
    expect((await failureOf(() => add(" padded ")))?.code).toBe("23514");
    expect((await failureOf(() => add("x".repeat(51))))?.code).toBe("23514");
    const names = await adminSql()`select name from custom_categories where user_id = ${user.id}`;
    expect(names.map((row) => row.name)).toEqual(["Pet care"]);
  });
});

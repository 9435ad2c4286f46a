// What a database's schema is, as Postgres itself prints it: one entry per object (table, column,
// constraint, index, extended statistics, trigger, policy, function, type, view, sequence, publication membership,
// schema, extension, default privileges), keyed by its name and holding its definition, owner,
// grants and comment. Two databases have the same schema when their snapshots are equal;
// `describeDifferences` says how they differ, object by object. Used by `npm run db:diff -- --check`
// and tests/integration/db/declarative-schemas.test.ts (migrations vs supabase/schemas/).
import type postgres from "postgres";

export type CatalogSnapshot = Map<string, string>;

// Supabase's own schemas are included: the app adds triggers to auth.users and policies to
// storage.objects. Objects that belong to an extension are the extension's (its version says it all).
const userSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%' and n.nspname <> 'supabase_migrations'`;
const notExtensionMember = (classId: string, objId: string) =>
  `not exists (select from pg_depend d where d.classid = '${classId}'::regclass and d.objid = ${objId} and d.deptype = 'e')`;

// Grants as sorted "grantee: privileges" lines; PUBLIC for grantee 0. Null ACL = the defaults.
const aclText = (acl: string) => `coalesce((
  select string_agg(grantee || ': ' || privileges, '; ' order by grantee)
  from (
    select case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end as grantee,
      string_agg(a.privilege_type || case when a.is_grantable then ' (grantable)' else '' end, ', '
        order by a.privilege_type) as privileges
    from aclexplode(${acl}) a
    group by a.grantee
  ) g
), 'defaults')`;

const queries: Record<string, string> = {
  schema: `
    select n.nspname as key,
      concat_ws(E'\\n', 'owner ' || pg_get_userbyid(n.nspowner), 'grants ' || ${aclText("n.nspacl")},
        'comment ' || obj_description(n.oid, 'pg_namespace')) as value
    from pg_namespace n where ${userSchemas}`,
  extension: `
    select e.extname as key, 'schema ' || n.nspname || E'\\nversion ' || e.extversion as value
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  relation: `
    select n.nspname || '.' || c.relname as key,
      concat_ws(E'\\n',
        'kind ' || c.relkind::text, 'owner ' || pg_get_userbyid(c.relowner),
        'row level security ' || c.relrowsecurity || case when c.relforcerowsecurity then ' (forced)' else '' end,
        'replica identity ' || c.relreplident::text, 'grants ' || ${aclText("c.relacl")},
        'options ' || array_to_string(c.reloptions, ', '),
        'comment ' || obj_description(c.oid, 'pg_class')) as value
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${userSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and ${notExtensionMember("pg_class", "c.oid")}`,
  column: `
    select n.nspname || '.' || c.relname || '.' || a.attname as key,
      concat_ws(E'\\n',
        'position ' || row_number() over (partition by c.oid order by a.attnum),
        'type ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end,
        'default ' || pg_get_expr(ad.adbin, ad.adrelid),
        case a.attgenerated when 's' then 'generated stored' when 'v' then 'generated virtual' end,
        case when a.attidentity <> '' then 'identity ' || a.attidentity::text end,
        case when a.attcollation <> t.typcollation then 'collation ' || a.attcollation::regcollation::text end,
        case when a.attacl is not null then 'grants ' || ${aclText("a.attacl")} end,
        'comment ' || col_description(c.oid, a.attnum)) as value
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where ${userSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and a.attnum > 0 and not a.attisdropped
      and ${notExtensionMember("pg_class", "c.oid")}
      and (c.relkind <> 'c' or ${notExtensionMember("pg_type", "c.reltype")})`,
  constraint: `
    select n.nspname || '.' || coalesce(c.relname, t.typname) || ' ' || con.conname as key,
      pg_get_constraintdef(con.oid) ||
        case when con.condeferrable then ' (deferrable)' else '' end as value
    from pg_constraint con
    join pg_namespace n on n.oid = con.connamespace
    left join pg_class c on c.oid = con.conrelid
    left join pg_type t on t.oid = con.contypid
    where ${userSchemas} and ${notExtensionMember("pg_constraint", "con.oid")}
      and (c.oid is null or ${notExtensionMember("pg_class", "c.oid")})`,
  index: `
    select n.nspname || '.' || i.relname as key, pg_get_indexdef(i.oid) as value
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = i.relnamespace
    where ${userSchemas} and ${notExtensionMember("pg_class", "c.oid")}`,
  trigger: `
    select n.nspname || '.' || c.relname || ' ' || tg.tgname as key,
      pg_get_triggerdef(tg.oid) || case tg.tgenabled when 'O' then '' else ' (enabled: ' || tg.tgenabled::text || ')' end as value
    from pg_trigger tg
    join pg_class c on c.oid = tg.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not tg.tgisinternal and ${userSchemas}`,
  policy: `
    select schemaname || '.' || tablename || ' "' || policyname || '"' as key,
      concat_ws(E'\\n', permissive || ' for ' || cmd || ' to ' || array_to_string(roles, ', '),
        'using ' || qual, 'with check ' || with_check) as value
    from pg_policies`,
  function: `
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
      concat_ws(E'\\n', pg_get_functiondef(p.oid), 'owner ' || pg_get_userbyid(p.proowner),
        'grants ' || ${aclText("p.proacl")}, 'comment ' || obj_description(p.oid, 'pg_proc')) as value
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${userSchemas} and p.prokind in ('f', 'p', 'w') and ${notExtensionMember("pg_proc", "p.oid")}`,
  aggregate: `
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
      'owner ' || pg_get_userbyid(p.proowner) as value
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${userSchemas} and p.prokind = 'a' and ${notExtensionMember("pg_proc", "p.oid")}`,
  type: `
    select n.nspname || '.' || t.typname as key,
      concat_ws(E'\\n', 'kind ' || t.typtype::text, 'owner ' || pg_get_userbyid(t.typowner),
        case when t.typtype = 'd' then 'domain ' || format_type(t.typbasetype, t.typtypmod) end,
        case when t.typtype = 'e' then 'labels ' || (select string_agg(e.enumlabel, ', ' order by e.enumsortorder)
          from pg_enum e where e.enumtypid = t.oid) end,
        'grants ' || ${aclText("t.typacl")}, 'comment ' || obj_description(t.oid, 'pg_type')) as value
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${userSchemas} and t.typtype in ('c', 'd', 'e', 'r', 'm')
      and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
      and ${notExtensionMember("pg_type", "t.oid")}`,
  view: `
    select n.nspname || '.' || c.relname as key, pg_get_viewdef(c.oid) as value
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${userSchemas} and c.relkind in ('v', 'm') and ${notExtensionMember("pg_class", "c.oid")}`,
  sequence: `
    select n.nspname || '.' || c.relname as key,
      concat_ws(' ', format_type(s.seqtypid, null), 'start', s.seqstart, 'increment', s.seqincrement,
        'min', s.seqmin, 'max', s.seqmax, 'cache', s.seqcache, case when s.seqcycle then 'cycle' end) as value
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where ${notExtensionMember("pg_class", "c.oid")}`,
  publication: `
    select pubname || ' ' || schemaname || '.' || tablename as key,
      concat_ws(E'\\n', 'columns ' || array_to_string(attnames, ', '), 'where ' || rowfilter) as value
    from pg_publication_tables`,
  // Extended statistics (planner estimates on an expression, e.g. the history search's text).
  statistics: `
    select n.nspname || '.' || s.stxname as key,
      concat_ws(E'\\n', pg_get_statisticsobjdef(s.oid), 'target ' || s.stxstattarget) as value
    from pg_statistic_ext s join pg_namespace n on n.oid = s.stxnamespace
    where ${userSchemas}`,
  "default privileges": `
    select pg_get_userbyid(d.defaclrole) || ' in ' || coalesce(n.nspname, 'every schema') || ' on ' ||
        case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
          when 'T' then 'types' when 'n' then 'schemas' else d.defaclobjtype::text end as key,
      ${aclText("d.defaclacl")} as value
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
};

/** Every object of the database's non-system schemas, as `<kind> <name>` → its definition. */
export async function catalogSnapshot(sql: postgres.Sql): Promise<CatalogSnapshot> {
  const snapshot: CatalogSnapshot = new Map();
  for (const [kind, query] of Object.entries(queries)) {
    const rows = await sql.unsafe<{ key: string; value: string | null }[]>(query);
    for (const row of rows) snapshot.set(`${kind} ${row.key}`, row.value ?? "");
  }
  return snapshot;
}

/** Lines only in `a` (-) and only in `b` (+), in order, from their longest common subsequence. */
function lineDiff(a: string, b: string): string[] {
  const x = a.split("\n");
  const y = b.split("\n");
  // common(i, j): length of the longest common subsequence of x[i..] and y[j..].
  const table = new Uint32Array((x.length + 1) * (y.length + 1));
  const common = (i: number, j: number) => table[i * (y.length + 1) + j] ?? 0;
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      table[i * (y.length + 1) + j] =
        x[i] === y[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      i++;
      j++;
    } else if (j >= y.length || (i < x.length && common(i + 1, j) >= common(i, j + 1))) {
      out.push(`- ${x[i++]}`);
    } else {
      out.push(`+ ${y[j++]}`);
    }
  }
  return out;
}

const indent = (text: string) =>
  text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");

/**
 * The objects that differ between two snapshots, one paragraph each ("only in …", or the changed
 * lines with - for `aName` and + for `bName`); empty when the schemas are the same.
 */
export function describeDifferences(
  a: CatalogSnapshot,
  b: CatalogSnapshot,
  aName = "a",
  bName = "b",
): string[] {
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort();
  const differences: string[] = [];
  for (const key of keys) {
    const left = a.get(key);
    const right = b.get(key);
    if (left === right) continue;
    if (right === undefined) differences.push(`${key}: only in ${aName}\n${indent(left ?? "")}`);
    else if (left === undefined) differences.push(`${key}: only in ${bName}\n${indent(right)}`);
    else
      differences.push(
        `${key}: differs (- ${aName}, + ${bName})\n${indent(lineDiff(left, right).join("\n"))}`,
      );
  }
  return differences;
}

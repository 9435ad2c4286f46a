// The data archive's layout (docs/product.md "Your data"): what each file is called and the README
// that explains them. Pure: the route collects the rows and files, this names and zips them.
import { zipSync } from "fflate";

/** The private bucket the archives are stored in (only their owner may read one). */
export const ARCHIVE_BUCKET = "data-exports";

/** tables/public.expenses.json */
export const tableFileName = (schema: string, table: string) => `tables/${schema}.${table}.json`;

/** receipts/<file name>: the photo's own name inside the user's folder. */
export const receiptFileName = (storagePath: string) =>
  `receipts/${storagePath.split("/").slice(1).join("/")}`;

/** <user id>/<archive id>.zip in the data-exports bucket. */
export const archivePath = (userId: string, archiveId: string) => `${userId}/${archiveId}.zip`;

/** paisa-coach-data-2026-11-27.zip (the Indian date it was made). */
export const archiveDownloadName = (istDate: string) => `paisa-coach-data-${istDate}.zip`;

export const archiveReadme = (input: { createdAt: string; tables: string[]; receipts: number }) =>
  [
    "Paisa Coach: everything your account holds",
    `Made ${input.createdAt} (UTC).`,
    "",
    "account.json        your account as sign-in keeps it (e-mail, dates) and the devices signed in",
    "expenses.csv        your expenses, in the columns of the app's own export (the app imports it back)",
    "tables/*.json       every row of yours in every table of the app, one file per table:",
    ...input.tables.map((name) => `                    ${name}`),
    `receipts/           your receipt photos (${input.receipts})`,
    "",
    'Values shown as "[withheld]" are secrets the app keeps for you (such as a reset code\'s hash);',
    "they are useless outside the app and never leave it.",
    "",
    "Paisa Coach: आपके खाते में रखा सब कुछ — खाता, खर्च (CSV), हर तालिका की आपकी पंक्तियाँ (JSON) और रसीदों की फ़ोटो।",
    "",
  ].join("\n");

const encoder = new TextEncoder();

/** The files as one zip; photos are stored as they are (already compressed), text is deflated. */
export function zipArchive(files: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) =>
        typeof content === "string"
          ? [name, [encoder.encode(content), { level: 6 }]]
          : [name, [content, { level: 0 }]],
      ),
    ),
  );
}

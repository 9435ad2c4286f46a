// Reading a PDF statement on the device: pdf.js opens it (with the password the user typed, for a
// locked one; the password goes to pdf.js only, never over the network), gives each page's text with
// its positions, and statement-layouts.ts makes transactions of it. The file is never uploaded.
import { type ReadStatement, readStatement } from "./statement-layouts.ts";
import { linesOf, type TextItem } from "./statement-lines.ts";

type PdfJs = typeof import("pdfjs-dist");

/** Why a PDF gave no statement: each has its own message and, for a password, a retry. */
export type StatementProblem = "needPassword" | "wrongPassword" | "notPdf" | "notStatement";

export class StatementPdfProblem extends Error {
  constructor(readonly problem: StatementProblem) {
    super(problem);
  }
}

/** pdf.js for the browser, its worker from the app's own origin (pdf-assets.ts). */
async function browserPdfJs(): Promise<PdfJs> {
  const [pdfjs, { pdfWorkerUrl }] = await Promise.all([import("pdfjs-dist"), import("./pdf-assets.ts")]);
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  return pdfjs;
}

/** Every page's text pieces with their positions. */
export async function textItemsOf(
  data: Uint8Array,
  password: string | undefined,
  pdfjs: PdfJs,
): Promise<TextItem[]> {
  const task = pdfjs.getDocument({ data, password, verbosity: 0 });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    if (error instanceof pdfjs.PasswordException) {
      throw new StatementPdfProblem(
        error.code === pdfjs.PasswordResponses.INCORRECT_PASSWORD ? "wrongPassword" : "needPassword",
      );
    }
    throw new StatementPdfProblem("notPdf");
  }
  try {
    const items: TextItem[] = [];
    for (let page = 1; page <= document.numPages; page += 1) {
      const content = await (await document.getPage(page)).getTextContent();
      for (const item of content.items) {
        if (!("str" in item)) continue;
        items.push({ page, x: item.transform[4], y: item.transform[5], width: item.width, text: item.str });
      }
    }
    return items;
  } finally {
    await task.destroy();
  }
}

/** The statement in a PDF file's bytes, or a StatementPdfProblem saying why there is none. */
export async function readStatementPdf(
  data: Uint8Array,
  password?: string,
  loadPdfJs: () => Promise<PdfJs> = browserPdfJs,
): Promise<ReadStatement> {
  const statement = readStatement(linesOf(await textItemsOf(data, password || undefined, await loadPdfJs())));
  if (!statement || statement.rows.length === 0) throw new StatementPdfProblem("notStatement");
  return statement;
}

import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  StackSeparator,
  Table,
  Text,
} from "@chakra-ui/react";
import type { ImportPreview, ImportResult } from "@shared/contract/api-rows.ts";
import { CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_FILE_BYTES } from "@shared/contract/import-limits.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import { FileUp } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatIstDate, formatIstDateTime, formatNumber, formatRupees } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { categoryLabel, paidWithText } from "../../i18n/labels.ts";
import { translateMessage } from "../../i18n/messages.ts";
import { serverMessage } from "../../lib/api.ts";
import { useCustomCategories } from "../../lib/money-queries.ts";
import { type ImportChoice, useImport, usePastImports, usePreviewImport } from "./import-api.ts";
import { statementFile } from "./statements/statement-csv.ts";
import { readStatementPdf, StatementPdfProblem, type StatementProblem } from "./statements/statement-pdf.ts";

/** "1 expense", "1,200 rows": a counted noun in the reader's language. */
const plural = (count: number, noun: "expenses" | "rows" | "duplicates") =>
  i18n.t(`imports:${noun}`, { count, formatted: formatNumber(count) });

const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);

const PDF_PROBLEM_TEXT = {
  notStatement: "pdfNotStatement",
  notPdf: "pdfNotPdf",
} as const satisfies Partial<Record<StatementProblem, string>>;

/**
 * Profile → Import: choose a CSV, or a PDF statement (read here, on the device, into the same CSV
 * rows: statements/), check the preview (format, columns, first rows, counts), import.
 */
export default function ImportPage() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<ImportChoice | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  /** A locked PDF waiting for its password (wrong: the last one typed did not open it). */
  const [locked, setLocked] = useState<{ file: File; wrong: boolean } | null>(null);
  const [readingPdf, setReadingPdf] = useState(false);
  const [pdfProblem, setPdfProblem] = useState<keyof typeof PDF_PROBLEM_TEXT | null>(null);
  const [pdfRead, setPdfRead] = useState<{ name: string; rows: number } | null>(null);
  const preview = usePreviewImport();
  const runImport = useImport();
  const { t } = useTranslation("imports");

  const previewWith = (next: ImportChoice) => {
    setChoice(next);
    setResult(null);
    preview.mutate(next);
  };

  /** The PDF read on the device; only the CSV of its transactions goes to the preview. */
  const readPdf = async (file: File, password?: string) => {
    setReadingPdf(true);
    setPdfProblem(null);
    try {
      const statement = await readStatementPdf(new Uint8Array(await file.arrayBuffer()), password);
      setLocked(null);
      setPdfRead({ name: statement.name, rows: statement.rows.length });
      previewWith({ file: statementFile(statement, file.name) });
    } catch (error) {
      const problem = error instanceof StatementPdfProblem ? error.problem : "notPdf";
      if (problem === "needPassword" || problem === "wrongPassword") {
        setLocked({ file, wrong: problem === "wrongPassword" });
      } else {
        setLocked(null);
        setPdfProblem(problem);
      }
    } finally {
      setReadingPdf(false);
    }
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    setLocked(null);
    setPdfProblem(null);
    setPdfRead(null);
    if (isPdf(file)) {
      setChoice(null);
      preview.reset();
      setFileProblem(null);
      void readPdf(file);
      return;
    }
    // The API's own limit, checked before uploading so a big file fails at once.
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      setChoice(null);
      preview.reset();
      setFileProblem(IMPORT_TOO_LARGE_MESSAGE);
      return;
    }
    setFileProblem(null);
    previewWith({ file });
  };

  const confirm = () => {
    if (!choice || !preview.data) return;
    runImport.mutate(
      {
        ...choice,
        format: preview.data.format,
        mapping: preview.data.mapping,
        categories: Object.fromEntries(preview.data.categories.map(({ name, category }) => [name, category])),
      },
      {
        onSuccess: (done) => {
          setResult(done);
          setChoice(null);
          preview.reset();
          showToast({
            title: t("doneTitle"),
            description: t("done", { expenses: plural(done.recordsImported, "expenses") }),
            type: "success",
          });
        },
        onError: (error) =>
          showToast({
            title: t("failedTitle"),
            description: serverMessage(error) ?? t("failed"),
            type: "error",
          }),
      },
    );
  };

  return (
    <Stack gap="4" pb="6" data-testid="import-page">
      <BackToHomeTitle to="/profile" backLabel={t("back")}>
        {t("title")}
      </BackToHomeTitle>
      <Text color="fg.muted">{t("intro")}</Text>
      <Text color="fg.muted">{t("statementsIntro")}</Text>
      <Box>
        <Button
          colorPalette="teal"
          onClick={() => fileInput.current?.click()}
          loading={preview.isPending || readingPdf}
          loadingText={readingPdf ? t("pdfReading") : undefined}
        >
          <FileUp aria-hidden="true" /> {choice || locked ? t("chooseAnother") : t("chooseCsvOrPdf")}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,.pdf,application/pdf"
          hidden
          aria-label={t("fileLabelCsvOrPdf")}
          data-testid="import-file-input"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </Box>
      {fileProblem ? (
        <Text color="red.fg" role="alert">
          {translateMessage(fileProblem)}
        </Text>
      ) : null}
      {locked ? (
        <PdfPassword
          key={locked.file.name}
          wrong={locked.wrong}
          busy={readingPdf}
          onOpen={(password) => void readPdf(locked.file, password)}
        />
      ) : null}
      {pdfProblem ? (
        <Text color="red.fg" role="alert" data-testid="import-pdf-problem">
          {t(PDF_PROBLEM_TEXT[pdfProblem])}
        </Text>
      ) : null}
      {pdfRead && choice && preview.data ? (
        <Text color="fg.muted" data-testid="import-pdf-read">
          {t("pdfRead", { name: pdfRead.name, rows: plural(pdfRead.rows, "rows") })}
        </Text>
      ) : null}
      {preview.isError ? (
        <Text color="red.fg" role="alert" data-testid="import-error">
          {translateMessage(serverMessage(preview.error)) ?? t("readFailed")}
        </Text>
      ) : null}
      {choice && preview.data ? (
        <PreviewCard
          preview={preview.data}
          onChoose={(change) => previewWith({ ...choice, ...change })}
          onConfirm={confirm}
          importing={runImport.isPending}
          busy={preview.isPending}
        />
      ) : null}
      {result ? <ResultCard result={result} /> : null}
      <PastImports />
    </Stack>
  );
}

/** The password of a locked statement: it opens the file here, with pdf.js, and is sent nowhere. */
function PdfPassword({
  wrong,
  busy,
  onOpen,
}: {
  wrong: boolean;
  busy: boolean;
  onOpen: (password: string) => void;
}) {
  const { t } = useTranslation("imports");
  const [password, setPassword] = useState("");
  return (
    <Card.Root data-testid="import-pdf-locked">
      <Card.Body p="4" gap="3">
        <Text>{t("pdfLocked")}</Text>
        <Stack
          as="form"
          gap="3"
          onSubmit={(event) => {
            event.preventDefault();
            if (password) onOpen(password);
          }}
        >
          <Field.Root invalid={wrong}>
            <Field.Label>{t("pdfPassword")}</Field.Label>
            <Input
              type="password"
              autoComplete="off"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {wrong ? <Field.ErrorText>{t("pdfWrongPassword")}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" colorPalette="teal" alignSelf="start" loading={busy} disabled={!password}>
            {t("pdfOpen")}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function PreviewCard({
  preview,
  onChoose,
  onConfirm,
  importing,
  busy,
}: {
  preview: ImportPreview;
  onChoose: (change: Partial<ImportChoice>) => void;
  onConfirm: () => void;
  importing: boolean;
  busy: boolean;
}) {
  const { counts } = preview;
  const { t } = useTranslation("imports");
  return (
    <Card.Root data-testid="import-preview" aria-busy={busy}>
      <Card.Body p="4" gap="5">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {preview.fileName}
          </Heading>
          <Field.Root>
            <Field.Label>{t("readAs")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={preview.format}
                onChange={(event) =>
                  onChoose({ format: event.target.value, mapping: undefined, categories: undefined })
                }
              >
                {preview.formats.map((format) => (
                  <option key={format.id} value={format.id}>
                    {format.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText color="fg.muted">
              {t("headerLine", { line: preview.headerLine })}
            </Field.HelperText>
          </Field.Root>
        </Stack>

        <Section title={t("columns")}>
          <SimpleGrid columns={2} gap="3">
            {preview.fields.map(({ field, label, required }) => (
              <Field.Root key={field} required={required}>
                <Field.Label>
                  {label}
                  {required ? <Field.RequiredIndicator /> : null}
                </Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={preview.mapping[field] ?? ""}
                    onChange={(event) =>
                      onChoose({
                        format: preview.format,
                        mapping: { ...preview.mapping, [field]: event.target.value },
                      })
                    }
                  >
                    <option value="">{required ? t("chooseColumn") : t("none")}</option>
                    {preview.columns.filter(Boolean).map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ))}
          </SimpleGrid>
          {preview.problem ? (
            <Text color="red.fg" role="alert" data-testid="import-problem">
              {preview.problem}
            </Text>
          ) : null}
        </Section>

        {preview.problem ? null : (
          <>
            <Section title={t("whatHappens")}>
              <Stack gap="1" data-testid="import-counts">
                <Text fontWeight="semibold" data-testid="import-to-import">
                  {t("willImport", { expenses: plural(counts.toImport, "expenses") })}
                </Text>
                {counts.duplicates ? (
                  <Text data-testid="import-duplicates">
                    {t("alreadyStored", { rows: plural(counts.duplicates, "rows") })}
                  </Text>
                ) : null}
                {preview.skipped.map(({ reason, count }) => (
                  <Text key={reason} color="fg.muted">
                    {t("skipped", { rows: plural(count, "rows"), reason })}
                  </Text>
                ))}
                {counts.refused ? (
                  <Text color="red.fg" data-testid="import-refused-count">
                    {t("refused", { rows: plural(counts.refused, "rows") })}
                  </Text>
                ) : null}
              </Stack>
              {preview.refused.length > 0 ? (
                <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm" data-testid="import-refused">
                  {preview.refused.map(({ line, reason }) => (
                    <Text as="li" key={line}>
                      {t("line", { line, reason })}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Section>

            {preview.categories.length > 0 ? (
              <CategoryMapping
                preview={preview}
                onChange={(name, category) =>
                  onChoose({
                    format: preview.format,
                    mapping: preview.mapping,
                    categories: {
                      ...Object.fromEntries(preview.categories.map((row) => [row.name, row.category])),
                      [name]: category,
                    },
                  })
                }
              />
            ) : null}

            {preview.sample.length > 0 ? (
              <Section title={t("firstRows")}>
                {/* Focusable, so a keyboard can scroll it sideways on a narrow phone. */}
                <Table.ScrollArea
                  borderWidth="1px"
                  rounded="md"
                  tabIndex={0}
                  role="region"
                  aria-label={t("firstRows")}
                >
                  {/* Fixed layout: When and Amount keep their width at 390 px and the payee is cut
                      short instead, with its category under it (Amount must always show). */}
                  <Table.Root size="sm" data-testid="import-sample" tableLayout="fixed" width="full">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader width="6.5rem">{t("when")}</Table.ColumnHeader>
                        <Table.ColumnHeader>
                          {t("description")} · {t("category")}
                        </Table.ColumnHeader>
                        <Table.ColumnHeader width="6rem" textAlign="end">
                          {t("amount")}
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {preview.sample.map((row) => (
                        <Table.Row key={row.line}>
                          <Table.Cell whiteSpace="nowrap">
                            {row.hasTime ? formatIstDateTime(row.date) : formatIstDate(row.date)}
                          </Table.Cell>
                          <Table.Cell>
                            <Text truncate>
                              {row.description ?? "—"}
                              {row.paidWith ? ` · ${paidWithText(row.paidWith)}` : ""}
                            </Text>
                            <Text truncate fontSize="xs" color="fg.muted">
                              {categoryLabel(row.category)}
                            </Text>
                          </Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {formatRupees(paiseFromWire(row.amount))}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </Section>
            ) : null}
          </>
        )}

        <Button
          colorPalette="teal"
          size="lg"
          onClick={onConfirm}
          loading={importing}
          disabled={busy || Boolean(preview.problem) || counts.toImport === 0}
        >
          {counts.toImport === 0 || preview.problem
            ? t("nothing")
            : t("import", { expenses: plural(counts.toImport, "expenses") })}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Each category name the file uses with the category it becomes: this app's, one of the user's own,
 * or the name itself as a new category of their own (what the import does when the app does not know it).
 */
function CategoryMapping({
  preview,
  onChange,
}: {
  preview: ImportPreview;
  onChange: (name: string, category: string) => void;
}) {
  const { t } = useTranslation("imports");
  const custom = useCustomCategories();
  const ownNames = (custom.data ?? []).map((row) => row.name);
  return (
    <Section title={t("categoriesTitle")}>
      <Text fontSize="sm" color="fg.muted">
        {t("categoriesHint")}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" data-testid="import-categories">
        {preview.categories.map(({ name, category, rows }) => {
          const known = [...CATEGORY_NAMES, ...ownNames];
          const extra = [name, category].filter(
            (option, index, all) => !known.includes(option) && all.indexOf(option) === index,
          );
          return (
            <Field.Root key={name}>
              <Field.Label>{name}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={category} onChange={(event) => onChange(name, event.target.value)}>
                  {CATEGORY_NAMES.map((option) => (
                    <option key={option} value={option}>
                      {categoryLabel(option)}
                    </option>
                  ))}
                  {ownNames.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                  {extra.map((option) => (
                    <option key={option} value={option}>
                      {t("newCategory", { name: option })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText color="fg.muted">{plural(rows, "rows")}</Field.HelperText>
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

function ResultCard({ result }: { result: ImportResult }) {
  const { t } = useTranslation("imports");
  return (
    <Card.Root data-testid="import-result">
      <Card.Body p="4" gap="2">
        <Heading as="h2" size="md">
          {t("imported", { expenses: plural(result.recordsImported, "expenses") })}
        </Heading>
        <Text color="fg.muted">
          {t("resultLine", {
            rows: plural(result.recordsProcessed, "rows"),
            duplicates: plural(result.duplicates, "duplicates"),
            refused: plural(result.refused, "rows"),
          })}
        </Text>
        <Button asChild variant="outline" size="sm" alignSelf="start">
          <RouterLink to="/history?method=import">{t("seeInHistory")}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function PastImports() {
  const imports = usePastImports();
  const { t } = useTranslation("imports");
  if (imports.isPending) return <Skeleton height="16" />;
  if (imports.isError || imports.data.length === 0) return null;
  return (
    <Card.Root>
      <Card.Body p="4" gap="2">
        <Heading as="h2" size="md">
          {t("past")}
        </Heading>
        <Stack gap="0" separator={<StackSeparator />} data-testid="past-imports">
          {imports.data.map((record) => (
            <HStack key={record.id} py="2" justify="space-between" align="start">
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {record.fileName}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {record.sourceApp} · {formatIstDate(record.createdAt)}
                  {record.status === "failed" ? ` · ${record.errorMessage}` : ""}
                </Text>
              </Box>
              <Badge colorPalette={record.status === "completed" ? "green" : "red"} flexShrink={0}>
                {record.status === "completed"
                  ? t("importedCount", { count: record.recordsImported })
                  : t("failedBadge")}
              </Badge>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  StackSeparator,
  Table,
  Text,
} from "@chakra-ui/react";
import type { ImportPreview, ImportResult } from "@shared/api-rows.ts";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_FILE_BYTES } from "@shared/import-limits.ts";
import { formatRupees } from "@shared/money.ts";
import { paidWithLabel } from "@shared/paid-with.ts";
import { FileUp } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { serverMessage } from "../../lib/api.ts";
import { formatIstDate, formatIstDateTime } from "../../lib/ist-format.ts";
import { toNumber } from "../../lib/money-queries.ts";
import { type ImportChoice, useImport, usePastImports, usePreviewImport } from "./import-api.ts";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;

/** Profile → Import: choose a CSV, check the preview (format, columns, first rows, counts), import. */
export default function ImportPage() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<ImportChoice | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const preview = usePreviewImport();
  const runImport = useImport();

  const previewWith = (next: ImportChoice) => {
    setChoice(next);
    setResult(null);
    preview.mutate(next);
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    setResult(null);
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
      { ...choice, format: preview.data.format, mapping: preview.data.mapping },
      {
        onSuccess: (done) => {
          setResult(done);
          setChoice(null);
          preview.reset();
          showToast({
            title: "Import Complete",
            description: `Imported ${plural(done.recordsImported, "expense")}.`,
            type: "success",
          });
        },
        onError: (error) =>
          showToast({
            title: "Import Failed",
            description: serverMessage(error) ?? "Nothing was imported. Please try again.",
            type: "error",
          }),
      },
    );
  };

  return (
    <Stack gap="4" pb="6" data-testid="import-page">
      <BackToHomeTitle to="/profile" backLabel="Back to profile">
        Import expenses
      </BackToHomeTitle>
      <Text color="fg.muted">
        Bring in expenses from a CSV file: this app's own export, Cashew, Money Manager, Splitwise (your
        share), or a bank statement such as HDFC's (withdrawals become expenses). Up to 5 MB. You see what
        will happen before anything is saved.
      </Text>
      <Box>
        <Button colorPalette="blue" onClick={() => fileInput.current?.click()} loading={preview.isPending}>
          <FileUp aria-hidden="true" /> {choice ? "Choose another file" : "Choose CSV file"}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="CSV file to import"
          data-testid="import-file-input"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </Box>
      {fileProblem ? (
        <Text color="red.fg" role="alert">
          {fileProblem}
        </Text>
      ) : null}
      {preview.isError ? (
        <Text color="red.fg" role="alert" data-testid="import-error">
          {serverMessage(preview.error) ?? "Could not read the file. Please try again."}
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
  return (
    <Card.Root data-testid="import-preview" aria-busy={busy}>
      <Card.Body p="4" gap="5">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {preview.fileName}
          </Heading>
          <Field.Root>
            <Field.Label>Read as</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={preview.format}
                onChange={(event) => onChoose({ format: event.target.value, mapping: undefined })}
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
              Header row found on line {preview.headerLine}.
            </Field.HelperText>
          </Field.Root>
        </Stack>

        <Section title="Columns">
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
                    <option value="">{required ? "Choose a column" : "(none)"}</option>
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
            <Section title="What will happen">
              <Stack gap="1" data-testid="import-counts">
                <Text fontWeight="semibold" data-testid="import-to-import">
                  {plural(counts.toImport, "expense")} will be imported
                </Text>
                {counts.duplicates ? (
                  <Text data-testid="import-duplicates">
                    {plural(counts.duplicates, "row")} already stored (same minute, amount and description):
                    skipped
                  </Text>
                ) : null}
                {preview.skipped.map(({ reason, count }) => (
                  <Text key={reason} color="fg.muted">
                    {plural(count, "row")} skipped: {reason}
                  </Text>
                ))}
                {counts.refused ? (
                  <Text color="red.fg" data-testid="import-refused-count">
                    {plural(counts.refused, "row")} refused
                  </Text>
                ) : null}
              </Stack>
              {preview.refused.length > 0 ? (
                <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm" data-testid="import-refused">
                  {preview.refused.map(({ line, reason }) => (
                    <Text as="li" key={line}>
                      Line {line}: {reason}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Section>

            {preview.sample.length > 0 ? (
              <Section title="First rows">
                {/* Focusable, so a keyboard can scroll it sideways on a narrow phone. */}
                <Table.ScrollArea
                  borderWidth="1px"
                  rounded="md"
                  tabIndex={0}
                  role="region"
                  aria-label="First rows"
                >
                  <Table.Root size="sm" data-testid="import-sample">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>When</Table.ColumnHeader>
                        <Table.ColumnHeader>Description</Table.ColumnHeader>
                        <Table.ColumnHeader>Category</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {preview.sample.map((row) => (
                        <Table.Row key={row.line}>
                          <Table.Cell whiteSpace="nowrap">{formatIstDateTime(row.date)}</Table.Cell>
                          <Table.Cell maxW="40" truncate>
                            {row.description ?? "—"}
                            {row.paidWith ? ` · ${paidWithLabel(row.paidWith)}` : ""}
                          </Table.Cell>
                          <Table.Cell>{row.category}</Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {formatRupees(toNumber(row.amount))}
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
          colorPalette="blue"
          size="lg"
          onClick={onConfirm}
          loading={importing}
          disabled={busy || Boolean(preview.problem) || counts.toImport === 0}
        >
          {counts.toImport === 0 || preview.problem
            ? "Nothing to import"
            : `Import ${plural(counts.toImport, "expense")}`}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function ResultCard({ result }: { result: ImportResult }) {
  return (
    <Card.Root data-testid="import-result">
      <Card.Body p="4" gap="2">
        <Heading as="h2" size="md">
          Imported {plural(result.recordsImported, "expense")}
        </Heading>
        <Text color="fg.muted">
          {plural(result.recordsProcessed, "row")} read · {plural(result.duplicates, "duplicate")} ·{" "}
          {plural(result.refused, "row")} refused
        </Text>
        <Button asChild variant="outline" size="sm" alignSelf="start">
          <RouterLink to="/history?method=import">See imported expenses in History</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function PastImports() {
  const imports = usePastImports();
  if (imports.isPending) return <Skeleton height="16" />;
  if (imports.isError || imports.data.length === 0) return null;
  return (
    <Card.Root>
      <Card.Body p="4" gap="2">
        <Heading as="h2" size="md">
          Past imports
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
                {record.status === "completed" ? `${record.recordsImported} imported` : "Failed"}
              </Badge>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

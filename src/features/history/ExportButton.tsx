import { Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import type { ExpenseFilters } from "@shared/contract/expense-filters.ts";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatNumber } from "../../i18n/format.ts";
import { downloadExport } from "./export-file.ts";

interface Props {
  filters: ExpenseFilters;
  filtered: boolean;
  /** How many expenses the filters match (for the choice's label). */
  matching?: number;
}

/** Export CSV: with filters on, the user picks the filtered set or everything. */
export function ExportButton({ filters, filtered, matching }: Props) {
  const [choosing, setChoosing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { t } = useTranslation(["history", "common"]);

  const run = async (which: ExpenseFilters) => {
    setChoosing(false);
    setExporting(true);
    try {
      const fileName = await downloadExport(which);
      showToast({
        title: t("export.readyTitle"),
        description: t("export.ready", { fileName }),
        type: "success",
      });
    } catch {
      showToast({
        title: t("export.failedTitle"),
        description: t("export.failed"),
        type: "error",
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={exporting}
        onClick={() => (filtered ? setChoosing(true) : void run({}))}
      >
        <Download aria-hidden="true" /> {t("export.button")}
      </Button>
      <Dialog.Root open={choosing} onOpenChange={(details) => setChoosing(details.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t("export.button")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text color="fg.muted" fontSize="sm">
                    {t("export.text")}
                  </Text>
                  <Button colorPalette="teal" onClick={() => void run(filters)}>
                    {matching === undefined
                      ? t("export.matching")
                      : t("export.matchingCount", { formatted: formatNumber(matching) })}
                  </Button>
                  <Button variant="outline" onClick={() => void run({})}>
                    {t("export.everything")}
                  </Button>
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common:close")} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

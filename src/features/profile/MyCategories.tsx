import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { CATEGORY_NAME_MAX } from "@shared/contract/categories.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadError } from "../../components/LoadError";
import { showToast } from "../../components/ui/toaster";
import { i18n } from "../../i18n/i18n";
import { categoryLabel } from "../../i18n/labels";
import { translateMessage } from "../../i18n/messages";
import { serverMessage } from "../../lib/api";
import { useCategoryChoices } from "../../lib/category-choices";
import { useCustomCategories } from "../../lib/money-queries";
import { useMergeCategory, useRenameCategory, useSetCategoryKind } from "./category-api";

const OTHERS = "Others";

/**
 * Profile's "Your categories" (docs/product.md §5.5): the user's own categories, each renamed,
 * merged into another, or deleted with its expenses moved to a category the user picks.
 */
export function MyCategories() {
  const list = useCustomCategories();
  const { t } = useTranslation("profile");
  if (list.isPending) return null;
  if (list.isError) {
    return (
      <LoadError
        message={t("categories.loadFailed")}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  return (
    <Stack gap="3" data-testid="my-categories">
      <Text fontWeight="semibold">{t("categories.title")}</Text>
      {list.data.length === 0 ? (
        <Text fontSize="sm" color="fg.secondary">
          {t("categories.none")}
        </Text>
      ) : (
        list.data.map((category) => (
          <CategoryRow key={category.name} name={category.name} setAside={category.kind === "set_aside"} />
        ))
      )}
    </Stack>
  );
}

type Action = "rename" | "merge" | "delete" | null;

const failed = (title: string) => (error: unknown) =>
  showToast({
    title,
    description: translateMessage(serverMessage(error)) ?? i18n.t("recurring:tryAgain"),
    type: "error",
  });

function CategoryRow({ name, setAside }: { name: string; setAside: boolean }) {
  const { t } = useTranslation(["profile", "common"]);
  const [action, setAction] = useState<Action>(null);
  const [newName, setNewName] = useState(name);
  const choices = useCategoryChoices().filter((choice) => choice.toLowerCase() !== name.toLowerCase());
  const [target, setTarget] = useState(OTHERS);
  const rename = useRenameCategory();
  const merge = useMergeCategory();
  const setKind = useSetCategoryKind();
  const toggleKind = async () => {
    try {
      await setKind.mutateAsync({ name, kind: setAside ? "spending" : "set_aside" });
      showToast({
        title: t("categories.kindSavedTitle"),
        description: t(setAside ? "categories.kindSpending" : "categories.kindSetAside", { name }),
        type: "success",
      });
    } catch (error) {
      failed(t("categories.kindFailed"))(error);
    }
  };
  const close = () => {
    setAction(null);
    setNewName(name);
    setTarget(OTHERS);
  };

  const submitRename = async () => {
    try {
      const answer = await rename.mutateAsync({ from: name, to: newName });
      showToast({
        title: t("categories.renamedTitle"),
        description: t("categories.renamed", { from: name, to: answer.name }),
        type: "success",
      });
      close();
    } catch (error) {
      failed(t("categories.renameFailed"))(error);
    }
  };
  const submitMerge = async () => {
    try {
      const answer = await merge.mutateAsync({ from: name, into: target });
      showToast({
        title: t(action === "delete" ? "categories.deletedTitle" : "categories.mergedTitle"),
        description: t("categories.moved", {
          count: answer.movedExpenses,
          from: name,
          to: categoryLabel(answer.name),
        }),
        type: "success",
      });
      close();
    } catch (error) {
      failed(t("categories.mergeFailed"))(error);
    }
  };

  if (action === "rename") {
    return (
      <form
        data-testid="category-rename"
        onSubmit={(event) => {
          event.preventDefault();
          void submitRename();
        }}
      >
        <Field.Root>
          <Field.Label>{t("categories.newName", { name })}</Field.Label>
          <Input
            value={newName}
            maxLength={CATEGORY_NAME_MAX}
            onChange={(event) => setNewName(event.target.value)}
            autoFocus
          />
        </Field.Root>
        <HStack gap="3" mt="2">
          <Button variant="outline" onClick={close}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" colorPalette="teal" flex="1" loading={rename.isPending}>
            {t("categories.save")}
          </Button>
        </HStack>
      </form>
    );
  }

  return (
    <Stack gap="2" data-testid="my-category" py="1">
      <Text fontWeight="medium" truncate>
        🏷️ {name}
      </Text>
      {setAside ? (
        <Text fontSize="xs" color="fg.secondary" data-testid="category-set-aside">
          {t("categories.setAsideBadge")}
        </Text>
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="xs"
          variant="outline"
          aria-label={t("categories.renameLabel", { name })}
          onClick={() => setAction("rename")}
        >
          {t("categories.rename")}
        </Button>
        <Button
          size="xs"
          variant="outline"
          aria-label={t("categories.mergeLabel", { name })}
          onClick={() => setAction("merge")}
        >
          {t("categories.merge")}
        </Button>
        <Button size="xs" variant="outline" loading={setKind.isPending} onClick={() => void toggleKind()}>
          {t(setAside ? "categories.markSpending" : "categories.markSetAside")}
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t("categories.deleteLabel", { name })}
          onClick={() => setAction("delete")}
        >
          {t("common:delete")}
        </Button>
      </HStack>
      <ConfirmDialog
        open={action === "merge" || action === "delete"}
        title={t(action === "delete" ? "categories.deleteTitle" : "categories.mergeTitle", { name })}
        confirmLabel={t(action === "delete" ? "categories.deleteConfirm" : "categories.mergeConfirm")}
        destructive={action === "delete"}
        busy={merge.isPending}
        onClose={close}
        onConfirm={() => void submitMerge()}
      >
        <Text>{t(action === "delete" ? "categories.deleteText" : "categories.mergeText", { name })}</Text>
        <Field.Root>
          <Field.Label>{t("categories.moveTo")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={target} onChange={(event) => setTarget(event.target.value)}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {categoryLabel(choice)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </ConfirmDialog>
    </Stack>
  );
}

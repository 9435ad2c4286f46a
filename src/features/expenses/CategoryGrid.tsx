import { Box, Button, Dialog, Field, Input, Portal, SimpleGrid, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { customCategoryLength } from "./expense-form.ts";
import { CUSTOM_CATEGORY_EMOJI, DEFAULT_FORM_CATEGORIES } from "./form-categories.ts";
import { leadingFirst } from "./quick-log.ts";
import { radioKeyTarget } from "./radio-keys.ts";

interface Props {
  selected: string | null;
  customCategories: readonly string[];
  onSelect: (name: string) => void;
  /** Resolves true when the name was added (the dialog then closes). */
  onAddCustom: (typed: string) => Promise<boolean>;
  /** Shown first (quick logging: the last-used category, docs/product.md §4.27). */
  leading?: string | null;
}

/**
 * docs/product.md §2.13: a 3-column grid of defaults plus the user's own, and a dashed Add tile. The tiles
 * are one radio group: Tab reaches the chosen one (or the first), arrow keys move the choice.
 */
export function CategoryGrid({ selected, customCategories, onSelect, onAddCustom, leading }: Props) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [adding, setAdding] = useState(false);
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tiles = leadingFirst(
    [...DEFAULT_FORM_CATEGORIES, ...customCategories.map((name) => ({ name, emoji: CUSTOM_CATEGORY_EMOJI }))],
    (tile) => tile.name === leading,
  );
  const selectedIndex = tiles.findIndex((tile) => tile.name === selected);
  const length = customCategoryLength(typed);
  const { t } = useTranslation("expenses");
  const labelOf = useCategoryLabel();

  const add = async () => {
    if (length.tooLong || adding) return;
    setAdding(true);
    try {
      if (await onAddCustom(typed)) {
        setTyped("");
        setDialogOpen(false);
      }
    } finally {
      setAdding(false);
    }
  };

  const onTileKeyDown = (event: KeyboardEvent, index: number) => {
    const target = radioKeyTarget(event.key, index, tiles.length);
    const tile = target === null ? undefined : tiles[target];
    if (target === null || !tile) return;
    event.preventDefault();
    onSelect(tile.name);
    tileRefs.current[target]?.focus();
  };

  return (
    <>
      <SimpleGrid columns={3} gap="2" role="radiogroup" aria-labelledby="category-label">
        {tiles.map(({ name, emoji }, index) => {
          const active = selected === name;
          return (
            <Button
              key={name}
              ref={(element) => {
                tileRefs.current[index] = element;
              }}
              role="radio"
              aria-checked={active}
              tabIndex={index === Math.max(0, selectedIndex) ? 0 : -1}
              variant={active ? "solid" : "outline"}
              colorPalette={active ? "blue" : "gray"}
              height="auto"
              minH="16"
              py="2"
              px="1"
              flexDirection="column"
              gap="1"
              whiteSpace="normal"
              onClick={() => onSelect(name)}
              onKeyDown={(event) => onTileKeyDown(event, index)}
              data-testid="category-tile"
              data-category={name}
            >
              <Box as="span" fontSize="xl" aria-hidden="true">
                {emoji}
              </Box>
              <Text as="span" fontSize="xs" lineHeight="short" textAlign="center" wordBreak="break-word">
                {labelOf(name)}
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>
      <Button
        variant="outline"
        borderStyle="dashed"
        width="full"
        mt="2"
        onClick={() => setDialogOpen(true)}
        data-testid="add-category-tile"
      >
        <Plus aria-hidden="true" /> {t("custom.add")}
      </Button>
      <Dialog.Root
        open={dialogOpen}
        onOpenChange={(details) => setDialogOpen(details.open)}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t("custom.title")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <form
                  id="add-category-form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    // The dialog is portalled out of the expense form in the DOM but not in React's
                    // tree, where the submit would otherwise bubble up and save the expense.
                    event.stopPropagation();
                    void add();
                  }}
                >
                  <Field.Root invalid={length.tooLong !== null}>
                    <Field.Label>{t("custom.name")}</Field.Label>
                    <Input
                      value={typed}
                      onChange={(event) => setTyped(event.target.value)}
                      placeholder={t("custom.placeholder")}
                    />
                    {length.tooLong ? (
                      <Field.ErrorText>{length.tooLong}</Field.ErrorText>
                    ) : (
                      <Field.HelperText data-testid="category-name-count">{length.count}</Field.HelperText>
                    )}
                  </Field.Root>
                </form>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setDialogOpen(false)}>
                  {t("cancel")}
                </Button>
                <Button
                  colorPalette="teal"
                  type="submit"
                  form="add-category-form"
                  disabled={length.tooLong !== null}
                  loading={adding}
                >
                  {t("custom.submit")}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

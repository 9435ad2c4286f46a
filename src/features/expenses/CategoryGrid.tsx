import { Box, Button, Dialog, Field, Input, Portal, SimpleGrid, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useState } from "react";
import { CUSTOM_CATEGORY_EMOJI, DEFAULT_FORM_CATEGORIES } from "./form-categories.ts";

interface Props {
  selected: string | null;
  customCategories: string[];
  onSelect: (name: string) => void;
  /** Returns true when the name was added (the dialog then closes). */
  onAddCustom: (typed: string) => boolean;
}

/** docs/product.md §2.13: a 3-column grid of defaults plus custom ones, and a dashed Add tile. */
export function CategoryGrid({ selected, customCategories, onSelect, onAddCustom }: Props) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const tiles = [
    ...DEFAULT_FORM_CATEGORIES,
    ...customCategories.map((name) => ({ name, emoji: CUSTOM_CATEGORY_EMOJI })),
  ];

  const add = () => {
    if (onAddCustom(typed)) {
      setTyped("");
      setDialogOpen(false);
    }
  };

  return (
    <>
      <SimpleGrid columns={3} gap="2" role="radiogroup" aria-label="Category">
        {tiles.map(({ name, emoji }) => {
          const active = selected === name;
          return (
            <Button
              key={name}
              role="radio"
              aria-checked={active}
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
              data-testid="category-tile"
              data-category={name}
            >
              <Box as="span" fontSize="xl" aria-hidden="true">
                {emoji}
              </Box>
              <Text as="span" fontSize="xs" lineHeight="short" textAlign="center" wordBreak="break-word">
                {name}
              </Text>
            </Button>
          );
        })}
        <Button
          variant="outline"
          borderStyle="dashed"
          height="auto"
          minH="16"
          flexDirection="column"
          gap="1"
          onClick={() => setDialogOpen(true)}
          data-testid="add-category-tile"
        >
          <Plus aria-hidden="true" />
          <Text as="span" fontSize="xs">
            Add
          </Text>
        </Button>
      </SimpleGrid>
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
                <Dialog.Title>Add Custom Category</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <form
                  id="add-category-form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    // The dialog is portalled out of the expense form in the DOM but not in React's
                    // tree, where the submit would otherwise bubble up and save the expense.
                    event.stopPropagation();
                    add();
                  }}
                >
                  <Field.Root>
                    <Field.Label>Category name</Field.Label>
                    <Input
                      value={typed}
                      maxLength={50}
                      onChange={(event) => setTyped(event.target.value)}
                      placeholder="e.g. Pet care"
                    />
                  </Field.Root>
                </form>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setDialogOpen(false)}>
                  Cancel
                </Button>
                <Button colorPalette="blue" type="submit" form="add-category-form">
                  Add Category
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

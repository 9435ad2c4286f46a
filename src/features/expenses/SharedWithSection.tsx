import {
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SegmentGroup,
  Stack,
  type StackProps,
  Text,
} from "@chakra-ui/react";
import { typedAmountField } from "@shared/money/rupees.ts";
import { SPLIT_MODES, type SplitMode } from "@shared/money/shared-split.ts";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../i18n/format.ts";
import type { ShareableMember } from "./shared-with-form.ts";
import type { SharedWithState } from "./use-shared-with.ts";

interface Props extends StackProps {
  sharing: SharedWithState;
  /** The household may not change (an expense saved on another device is edited there first). */
  disabled?: boolean;
}

/**
 * "Shared with" (docs/product.md §2.25.1): Just me, or a household with who paid and how it is split,
 * each member's part shown as it is typed. Renders nothing for someone in no household, so the form of
 * a personal expense looks as it always did.
 */
export function SharedWithSection({ sharing, disabled, ...rest }: Props) {
  const { t } = useTranslation("expenses");
  const { draft, setDraft, members, preview, me } = sharing;
  if (sharing.households.length === 0 && !draft.householdId) return null;
  const nameOf = (member: ShareableMember) => {
    const name = member.displayName ?? t("shared.member");
    return member.userId === me
      ? member.displayName
        ? t("shared.meNamed", { name })
        : t("shared.me")
      : name;
  };
  const partOf = (userId: string) => {
    const part = preview.parts?.get(userId);
    return part === undefined ? "—" : formatRupees(part);
  };

  return (
    <Stack gap="3" data-testid="shared-with" role="group" aria-label={t("shared.sharedWith")} {...rest}>
      <Field.Root disabled={disabled}>
        <Field.Label>{t("shared.sharedWith")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="sharedWith"
            value={draft.householdId ?? ""}
            onChange={(event) => sharing.choose(event.currentTarget.value || null)}
          >
            <option value="">{t("shared.justMe")}</option>
            {sharing.households.map((household) => (
              <option key={household.id} value={household.id}>
                {household.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {draft.householdId ? null : <Field.HelperText>{t("shared.justMeHint")}</Field.HelperText>}
      </Field.Root>

      {draft.householdId && members.length > 0 ? (
        <>
          <Field.Root>
            <Field.Label>{t("shared.paidBy")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="paidBy"
                value={draft.paidBy}
                onChange={(event) => setDraft({ ...draft, paidBy: event.currentTarget.value })}
              >
                {members.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {nameOf(member)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          <Stack gap="2">
            <Text fontWeight="medium" id="split-how-label">
              {t("shared.splitHow")}
            </Text>
            <SegmentGroup.Root
              size="sm"
              width="full"
              aria-labelledby="split-how-label"
              value={draft.mode}
              onValueChange={(details) => {
                const mode = details.value as SplitMode;
                if (SPLIT_MODES.includes(mode)) setDraft({ ...draft, mode });
              }}
            >
              <SegmentGroup.Indicator />
              {/* One line each at 390 px: "Exact amounts" must not wrap. */}
              {SPLIT_MODES.map((mode) => (
                <SegmentGroup.Item key={mode} value={mode} flex="1" justifyContent="center" px="2">
                  <SegmentGroup.ItemText whiteSpace="nowrap">{t(`shared.${mode}`)}</SegmentGroup.ItemText>
                  <SegmentGroup.ItemHiddenInput />
                </SegmentGroup.Item>
              ))}
            </SegmentGroup.Root>
          </Stack>

          <Stack gap="2" data-testid="shared-members">
            {members.map((member) => (
              <HStack key={member.userId} gap="3" minH="10" data-testid="shared-member">
                {draft.mode === "equal" ? (
                  <Checkbox.Root
                    flex="1"
                    minW="0"
                    checked={draft.chosen.includes(member.userId)}
                    onCheckedChange={(details) =>
                      setDraft({
                        ...draft,
                        chosen:
                          details.checked === true
                            ? members
                                .map((m) => m.userId)
                                .filter((id) => id === member.userId || draft.chosen.includes(id))
                            : draft.chosen.filter((id) => id !== member.userId),
                      })
                    }
                  >
                    <Checkbox.HiddenInput aria-label={t("shared.include", { name: nameOf(member) })} />
                    <Checkbox.Control />
                    <Checkbox.Label truncate>{nameOf(member)}</Checkbox.Label>
                  </Checkbox.Root>
                ) : (
                  <>
                    <Text flex="1" minW="0" truncate>
                      {nameOf(member)}
                    </Text>
                    <Input
                      w="24"
                      inputMode={draft.mode === "shares" ? "numeric" : "decimal"}
                      autoComplete="off"
                      placeholder="0"
                      aria-label={t(draft.mode === "shares" ? "shared.sharesOf" : "shared.amountOf", {
                        name: nameOf(member),
                      })}
                      value={(draft.mode === "shares" ? draft.shares : draft.amounts)[member.userId] ?? ""}
                      onChange={(event) => {
                        const typed = event.currentTarget.value;
                        if (draft.mode === "shares") {
                          setDraft({
                            ...draft,
                            shares: {
                              ...draft.shares,
                              [member.userId]: typed.replace(/\D/g, "").slice(0, 3),
                            },
                          });
                        } else {
                          setDraft({
                            ...draft,
                            amounts: { ...draft.amounts, [member.userId]: typedAmountField(typed).text },
                          });
                        }
                      }}
                    />
                  </>
                )}
                <Text
                  w="24"
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  aria-label={t("shared.partOf", { name: nameOf(member) })}
                  data-testid="shared-part"
                >
                  {partOf(member.userId)}
                </Text>
              </HStack>
            ))}
          </Stack>

          {draft.mode === "exact" && preview.remaining !== null ? (
            <Text
              aria-live="polite"
              data-testid="shared-remaining"
              fontWeight="medium"
              color={preview.remaining === 0 ? "green.fg" : preview.remaining < 0 ? "red.fg" : "fg.muted"}
            >
              {preview.remaining === 0
                ? t("shared.allAssigned")
                : preview.remaining > 0
                  ? t("shared.left", { amount: formatRupees(preview.remaining) })
                  : t("shared.over", {
                      amount: formatRupees(-preview.remaining as typeof preview.remaining),
                    })}
            </Text>
          ) : null}
          {preview.problem ? (
            <Text fontSize="sm" color="fg.error" role="alert" data-testid="shared-problem">
              {preview.problem}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

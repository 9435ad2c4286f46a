import { Badge, Box, Button, Heading, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CONCERN_CATEGORIES,
  CONCERN_RESPONSE_DAYS,
  CONCERN_TEXT_MAX,
  type ConcernRow,
  newConcernSchema,
} from "@shared/contract/concerns.ts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { formatIstDate } from "../../i18n/format";
import { translateMessage } from "../../i18n/messages";
import { serverMessage } from "../../lib/api";
import { dataContact } from "../../lib/data-contact";
import { useOwnConcerns, useRaiseConcern } from "./concerns-api";

type ConcernForm = z.input<typeof newConcernSchema>;

/** `/concerns`: raise a concern about your data and follow the ones raised (docs/product.md "Raise a concern"). */
export default function ConcernsPage() {
  const { t } = useTranslation(["profile", "auth"]);
  const concerns = useOwnConcerns();
  const raise = useRaiseConcern();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConcernForm, unknown, z.output<typeof newConcernSchema>>({
    resolver: zodResolver(newConcernSchema),
    defaultValues: { category: "data_access", text: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const row = await raise.mutateAsync(input);
      reset({ category: input.category, text: "" });
      showToast({
        title: t("concerns.sentTitle"),
        description: t("concerns.sentText", { reference: row.reference }),
        type: "success",
      });
    } catch (error) {
      showToast({
        title: t("concerns.failed"),
        description: translateMessage(serverMessage(error) ?? t("auth:genericError")),
        type: "error",
      });
    }
  });

  return (
    <Stack gap="4" pb="6">
      <Heading as="h1" size="xl">
        {t("concerns.title")}
      </Heading>
      <Text>{t("concerns.intro", { days: CONCERN_RESPONSE_DAYS })}</Text>
      <Text fontSize="sm" color="fg.secondary" data-testid="data-contact">
        {t("concerns.contact", { contact: dataContact })}
      </Text>
      <Box bg="bg.panel" rounded="xl" borderWidth="1px" p="4">
        <FormStack onSubmit={onSubmit}>
          <FormField label={t("concerns.category")} error={errors.category?.message} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register("category")}>
                {CONCERN_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`concerns.categories.${category}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t("concerns.text")}
            error={errors.text?.message}
            helperText={t("concerns.textHelp", { max: CONCERN_TEXT_MAX })}
            required
          >
            <Textarea rows={6} maxLength={CONCERN_TEXT_MAX} {...register("text")} />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={isSubmitting}>
            {t("concerns.submit")}
          </Button>
        </FormStack>
      </Box>
      <Heading as="h2" size="md">
        {t("concerns.yours")}
      </Heading>
      {concerns.data?.length === 0 ? <Text color="fg.secondary">{t("concerns.none")}</Text> : null}
      <Stack gap="3" as="ul" listStyleType="none" aria-label={t("concerns.yours")}>
        {concerns.data?.map((concern) => (
          <ConcernItem key={concern.id} concern={concern} />
        ))}
      </Stack>
    </Stack>
  );
}

function ConcernItem({ concern }: { concern: ConcernRow }) {
  const { t } = useTranslation("profile");
  return (
    <Box as="li" bg="bg.panel" rounded="lg" borderWidth="1px" p="3" data-testid="concern">
      <Stack gap="1">
        <Stack direction="row" justify="space-between" align="center">
          <Text fontWeight="semibold">{concern.reference}</Text>
          <Badge colorPalette={concern.status === "resolved" ? "green" : "orange"}>
            {t(`concerns.status.${concern.status}`)}
          </Badge>
        </Stack>
        <Text fontSize="sm" color="fg.secondary">
          {t(`concerns.categories.${concern.category}`)} ·{" "}
          {t("concerns.raisedOn", { date: formatIstDate(concern.createdAt) })}
        </Text>
        <Text whiteSpace="pre-wrap">{concern.text}</Text>
        {concern.reply ? (
          <Text whiteSpace="pre-wrap" fontSize="sm">
            <strong>{t("concerns.reply")}</strong> {concern.reply}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

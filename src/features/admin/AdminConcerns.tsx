import { Badge, Box, Button, Card, Heading, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import {
  type AdminConcernRow,
  CONCERN_RESPONSE_DAYS,
  CONCERN_TEXT_MAX,
  type ConcernStatus,
  canMoveConcern,
} from "@shared/contract/concerns.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/ui/toaster";
import { formatIstDate } from "../../i18n/format";
import { translateMessage } from "../../i18n/messages";
import { serverMessage } from "../../lib/api";
import { useAdminConcerns, useAnswerConcern } from "./admin-api.ts";

/** The concerns users raised, oldest first, each with its clock and a way to answer it. */
export function AdminConcerns() {
  const { t } = useTranslation("admin");
  const concerns = useAdminConcerns();
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t("concerns.title")}
        </Heading>
        <Text fontSize="sm" color="fg.secondary">
          {t("concerns.intro", { days: CONCERN_RESPONSE_DAYS })}
        </Text>
        {concerns.data?.length === 0 ? <Text color="fg.secondary">{t("concerns.none")}</Text> : null}
        <Stack as="ol" gap="3" listStyleType="none" aria-label={t("concerns.title")}>
          {concerns.data?.map((concern) => (
            <AdminConcern key={concern.id} concern={concern} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function AdminConcern({ concern }: { concern: AdminConcernRow }) {
  const { t } = useTranslation(["admin", "profile"]);
  const answer = useAnswerConcern();
  const next = (["in_progress", "resolved"] as const).filter((status) =>
    canMoveConcern(concern.status, status),
  );
  const [status, setStatus] = useState<ConcernStatus | undefined>(next[0]);
  const [reply, setReply] = useState(concern.reply ?? "");

  async function save() {
    if (status !== "in_progress" && status !== "resolved") return;
    try {
      await answer.mutateAsync({ id: concern.id, answer: { status, reply: reply.trim() || undefined } });
      showToast({ title: t("concerns.saved"), type: "success" });
    } catch (error) {
      showToast({
        title: t("concerns.failed"),
        description: translateMessage(serverMessage(error)) ?? undefined,
        type: "error",
      });
    }
  }

  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3" data-testid="admin-concern">
      <Stack gap="2">
        <Stack direction="row" justify="space-between" align="center" wrap="wrap">
          <Text fontWeight="semibold">{concern.reference}</Text>
          <Badge colorPalette={clockColour(concern.daysLeft)} data-testid="concern-clock">
            {concern.daysLeft === null
              ? t("concerns.answered")
              : concern.daysLeft >= 0
                ? t("concerns.daysLeft", { count: concern.daysLeft })
                : t("concerns.overdue", { count: -concern.daysLeft })}
          </Badge>
        </Stack>
        <Text fontSize="sm" color="fg.secondary">
          {t(`profile:concerns.categories.${concern.category}`)} · {formatIstDate(concern.createdAt)} ·{" "}
          {t(`concerns.statuses.${concern.status}`)}
        </Text>
        <Text whiteSpace="pre-wrap">{concern.text}</Text>
        {next.length > 0 ? (
          <Stack gap="2">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={t("concerns.status")}
                value={status}
                onChange={(event) => setStatus(event.currentTarget.value as ConcernStatus)}
              >
                {next.map((option) => (
                  <option key={option} value={option}>
                    {t(`concerns.statuses.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Textarea
              aria-label={t("concerns.reply")}
              placeholder={t("concerns.reply")}
              maxLength={CONCERN_TEXT_MAX}
              value={reply}
              onChange={(event) => setReply(event.currentTarget.value)}
            />
            <Button size="sm" colorPalette="teal" onClick={save} loading={answer.isPending} alignSelf="start">
              {t("concerns.save")}
            </Button>
          </Stack>
        ) : concern.reply ? (
          <Text whiteSpace="pre-wrap" fontSize="sm">
            {concern.reply}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Red when overdue or within a fortnight, orange within a month, grey once answered. */
function clockColour(daysLeft: number | null): string {
  if (daysLeft === null) return "gray";
  if (daysLeft <= 14) return "red";
  return daysLeft <= 30 ? "orange" : "green";
}

import { Button, Card, Field, HStack, Input, Progress, Skeleton, Stack, Text } from "@chakra-ui/react";
import { GOAL_NAME_MAX, goalProgress, monthlyNeed } from "@shared/budget/goal-plan.ts";
import type { GoalRow } from "@shared/contract/goal-schemas.ts";
import { paiseFromWire, subtractPaise } from "@shared/money/paise.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatDayKey, formatPercent, formatRupees } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { translateMessage } from "../../i18n/messages.ts";
import { serverMessage } from "../../lib/api.ts";
import { useIndianToday } from "../../lib/use-indian-today.ts";
import { useCreateGoal, useDeleteGoal, useGoals, useMoveGoalMoney } from "./goals-api.ts";

const failed = (title: string) => (error: unknown) =>
  showToast({
    title,
    description: translateMessage(serverMessage(error)) ?? i18n.t("recurring:tryAgain"),
    type: "error",
  });

/** `/goals` Savings goals (docs/product.md §4.33): progress, the monthly need, money in and out. */
export default function GoalsPage() {
  const list = useGoals();
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation("goals");

  return (
    <Stack gap="5" pb="6" data-testid="goals-page">
      <BackToHomeTitle>{t("title")}</BackToHomeTitle>
      <Text color="fg.muted" fontSize="sm">
        {t("intro")}
      </Text>
      {list.isPending ? (
        <Skeleton height="40" />
      ) : list.isError ? (
        <LoadError message={t("loadFailed")} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          {list.data.length === 0 && !adding ? <Text color="fg.muted">{t("none")}</Text> : null}
          <Stack gap="3">
            {list.data.map((goal) => (
              <GoalCard key={goal.id} goal={goal} />
            ))}
          </Stack>
          {adding ? (
            <NewGoalForm onDone={() => setAdding(false)} />
          ) : (
            <Button colorPalette="teal" onClick={() => setAdding(true)}>
              {t("add")}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function NewGoalForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("goals");
  const create = useCreateGoal();
  const [name, setName] = useState("");
  const [target, setTarget] = useState("");
  const [date, setDate] = useState("");
  const submit = () =>
    create.mutate(
      { name, targetAmount: target, targetDate: date === "" ? null : date },
      {
        onSuccess: (row) => {
          showToast({
            title: t("addedTitle"),
            description: t("added", {
              name: row.name,
              target: formatRupees(paiseFromWire(row.targetAmount)),
            }),
            type: "success",
          });
          onDone();
        },
        onError: failed(t("addFailed")),
      },
    );
  return (
    <Card.Root>
      <Card.Body>
        <form
          data-testid="goal-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="3">
            <Field.Root required>
              <Field.Label>{t("name")}</Field.Label>
              <Input
                value={name}
                maxLength={GOAL_NAME_MAX}
                placeholder={t("namePlaceholder")}
                onChange={(event) => setName(event.target.value)}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t("target")}</Field.Label>
              <Input inputMode="decimal" value={target} onChange={(event) => setTarget(event.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("targetDate")}</Field.Label>
              <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            </Field.Root>
            <HStack gap="3">
              <Button variant="outline" onClick={onDone}>
                {t("cancel")}
              </Button>
              <Button type="submit" colorPalette="teal" flex="1" loading={create.isPending}>
                {t("save")}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function GoalCard({ goal }: { goal: GoalRow }) {
  const { t } = useTranslation("goals");
  const today = useIndianToday();
  const move = useMoveGoalMoney();
  const remove = useDeleteGoal();
  const [amount, setAmount] = useState("");
  const [deleting, setDeleting] = useState(false);
  const target = paiseFromWire(goal.targetAmount);
  const balance = paiseFromWire(goal.balance);
  const percent = goalProgress(target, balance);
  const need = monthlyNeed(target, balance, today, goal.targetDate);
  const left = formatRupees(subtractPaise(target, balance));

  const send = (direction: "in" | "out") =>
    move.mutate(
      { id: goal.id, move: { amount, direction } },
      {
        onSuccess: (answer) => {
          setAmount("");
          // The coach's celebration, once per milestone (the database recorded it just now), stands
          // in for the plain "Money added".
          const milestone = answer.newMilestones.at(-1);
          if (milestone !== undefined) {
            showToast({
              title: t("milestoneTitle", { percent: formatPercent(milestone), name: goal.name }),
              description: t(`milestone_${milestone}`, { name: goal.name }),
              type: "success",
            });
            return;
          }
          const moved = { amount: formatRupees(paiseFromWire(amount)), name: goal.name };
          showToast({
            title: t(direction === "in" ? "movedInTitle" : "movedOutTitle"),
            description: t(direction === "in" ? "movedIn" : "movedOut", moved),
            type: "success",
          });
        },
        onError: failed(t("moveFailed")),
      },
    );

  return (
    <Card.Root data-testid="goal-card">
      <Card.Body gap="2">
        <HStack justify="space-between" align="baseline">
          <Text fontWeight="semibold" truncate data-testid="goal-name">
            {goal.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="goal-progress">
            {t("progress", { balance: formatRupees(balance), target: formatRupees(target) })}
          </Text>
        </HStack>
        <Progress.Root
          value={percent}
          size="sm"
          colorPalette={percent >= 100 ? "green" : "teal"}
          aria-label={t("progressLabel", { name: goal.name })}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" data-testid="goal-need">
          {need.kind === "monthly"
            ? t("monthly", {
                amount: formatRupees(need.amount),
                date: formatDayKey(goal.targetDate ?? today, { year: true, weekday: false }),
              })
            : need.kind === "reached"
              ? t("reached")
              : need.kind === "date-passed"
                ? t("datePassed", { amount: left })
                : t("noDate", { amount: left })}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Input
            size="sm"
            width="32"
            inputMode="decimal"
            aria-label={t("amount")}
            placeholder={t("amount")}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Button
            size="sm"
            colorPalette="teal"
            aria-label={t("addMoneyLabel", { name: goal.name })}
            loading={move.isPending}
            onClick={() => send("in")}
          >
            {t("addMoney")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t("takeOutLabel", { name: goal.name })}
            disabled={move.isPending}
            onClick={() => send("out")}
          >
            {t("takeOut")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t("deleteLabel", { name: goal.name })}
            onClick={() => setDeleting(true)}
          >
            {t("delete")}
          </Button>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={deleting}
        title={t("deleteTitle", { name: goal.name })}
        confirmLabel={t("deleteConfirm")}
        destructive
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(goal.id, {
            onSuccess: () => {
              setDeleting(false);
              showToast({ title: t("deletedTitle"), type: "success" });
            },
            onError: failed(t("deleteFailed")),
          })
        }
      >
        <Text>{t("deleteText")}</Text>
      </ConfirmDialog>
    </Card.Root>
  );
}

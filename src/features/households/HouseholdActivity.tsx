import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { HouseholdActivityRow, HouseholdPerson } from "@shared/contract/household-schemas.ts";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError.tsx";
import { formatIstDateTime } from "../../i18n/format.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { useHouseholdActivity } from "./households-api.ts";

/** A household's activity, newest first: who did what, and when. */
export function HouseholdActivity({ householdId }: { householdId: string }) {
  const { t } = useTranslation("households");
  const me = useCurrentUser().user?.id;
  const activity = useHouseholdActivity(householdId);
  const name = (person: HouseholdPerson | null) =>
    person === null || person.userId === null
      ? t("formerMember")
      : person.userId === me
        ? t("you")
        : (person.displayName ?? t("unnamed"));
  const line = (row: HouseholdActivityRow) =>
    t(`activity.${row.kind}`, {
      actor: name(row.actor),
      subject: name(row.subject),
      from: row.details.from ?? "",
      to: row.details.to ?? "",
    });

  return (
    <Stack gap="2" as="section" aria-labelledby="household-activity">
      <Heading as="h2" size="md" id="household-activity">
        {t("activity.title")}
      </Heading>
      {activity.isPending ? (
        <Skeleton height="16" />
      ) : activity.isError ? (
        <LoadError
          message={t("activity.loadFailed")}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : activity.data.length === 0 ? (
        <Text color="fg.muted">{t("activity.none")}</Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" data-testid="household-activity">
          {activity.data.map((row) => (
            <li key={row.id}>
              <Text fontSize="sm">{line(row)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatIstDateTime(row.at)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

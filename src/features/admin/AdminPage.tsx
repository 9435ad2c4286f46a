import {
  Box,
  Card,
  EmptyState,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  StackSeparator,
  Text,
} from "@chakra-ui/react";
import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatIstDate } from "../../i18n/format.ts";
import { AdminConcerns } from "./AdminConcerns.tsx";
import { isForbidden, useActivityStats, useAdminStats, useDailyUsers } from "./admin-api.ts";
import { usageBars } from "./usage-bars.ts";

const formatBarDay = (dateKey: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" }).format(
    new Date(`${dateKey}T00:00:00Z`),
  );

/** `/admin` Admin Dashboard (docs/product.md §2.17); admins only, enforced by the API (403 → not authorised). */
export default function AdminPage() {
  const stats = useAdminStats();
  const daily = useDailyUsers();
  const activity = useActivityStats();
  const { t } = useTranslation("admin");

  if ([stats.error, daily.error, activity.error].some(isForbidden)) return <NotAuthorised />;

  return (
    <Stack gap="4" pb="6" data-testid="admin-page">
      <Heading as="h1" size="lg">
        {t("title")}
      </Heading>
      <SimpleGrid columns={2} gap="3">
        <StatCard
          id="Total Users"
          label={t("stats.totalUsers")}
          value={stats.data?.totalUsers}
          loading={stats.isPending}
        />
        <StatCard
          id="Active Today"
          label={t("stats.activeToday")}
          value={daily.data?.activeUsers}
          loading={daily.isPending}
        />
        <StatCard
          id="Monthly Logins"
          label={t("stats.monthlyLogins")}
          value={activity.data?.totalLogins}
          loading={activity.isPending}
        />
        <StatCard
          id="Expenses Added"
          label={t("stats.expensesAdded")}
          value={activity.data?.totalExpenses}
          loading={activity.isPending}
        />
      </SimpleGrid>
      {stats.isError ? <Text color="red.fg">{t("statsFailed")}</Text> : null}
      {daily.isError ? <Text color="red.fg">{t("dailyFailed")}</Text> : null}
      {activity.isError ? <Text color="red.fg">{t("activityFailed")}</Text> : null}

      <Card.Root data-testid="recent-signups">
        <Card.Body p="4" gap="2">
          <Heading as="h2" size="md">
            {t("signups")}
          </Heading>
          {stats.isPending ? (
            <Skeleton height="20" />
          ) : (stats.data?.recentSignups ?? []).length === 0 ? (
            <Text color="fg.muted">{t("noSignups")}</Text>
          ) : (
            <Stack gap="0" separator={<StackSeparator />}>
              {stats.data?.recentSignups.map((signup) => (
                <HStack key={`${signup.email}-${signup.signupDate}`} justify="space-between" py="2" gap="3">
                  <Text truncate minW="0">
                    {signup.email}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                    {formatIstDate(signup.signupDate)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root data-testid="daily-usage">
        <Card.Body p="4" gap="2">
          <Heading as="h2" size="md">
            {t("usage")}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("last30")}
          </Text>
          {activity.isPending ? (
            <Skeleton height="40" />
          ) : (
            <Stack gap="1" as="ul" listStyleType="none">
              {usageBars(activity.data?.dailyUsage ?? {}).map((bar) => (
                <HStack
                  as="li"
                  key={bar.dateKey}
                  gap="2"
                  fontSize="xs"
                  data-testid="usage-bar"
                  data-date={bar.dateKey}
                >
                  <Text width="14" flexShrink={0} color="fg.muted">
                    {formatBarDay(bar.dateKey)}
                  </Text>
                  <Box flex="1" minW="0" overflow="hidden">
                    <Box
                      height="3"
                      rounded="sm"
                      bg={bar.count > 0 ? "blue.solid" : "bg.emphasized"}
                      maxW="100%"
                      style={{ width: `${bar.widthPx}px` }}
                    />
                  </Box>
                  <Text whiteSpace="nowrap" flexShrink={0}>
                    {bar.label}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>

      <AdminConcerns />
    </Stack>
  );
}

/** `id`: the card's stable English name (data-label); `label`: what it shows. */
function StatCard({
  id,
  label,
  value,
  loading,
}: {
  id: string;
  label: string;
  value: number | undefined;
  loading: boolean;
}) {
  return (
    <Box borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="admin-stat" data-label={id}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {loading ? (
        <Skeleton height="7" width="12" />
      ) : (
        <Text fontSize="2xl" fontWeight="bold" data-testid="admin-stat-value">
          {value ?? "—"}
        </Text>
      )}
    </Box>
  );
}

function NotAuthorised() {
  const { t } = useTranslation("admin");
  return (
    <EmptyState.Root data-testid="not-authorised">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShieldAlert />
        </EmptyState.Indicator>
        <EmptyState.Title>{t("notAuthorised")}</EmptyState.Title>
        <EmptyState.Description>{t("notAuthorisedText")}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

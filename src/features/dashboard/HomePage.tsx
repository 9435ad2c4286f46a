import { Box, Button, Card, Heading, Skeleton, Stack, Tabs } from "@chakra-ui/react";
import { categorySplitOf, DEFAULT_BUDGET } from "@shared/budget/monthly-budget.ts";
import { cycleBounds } from "@shared/calendar/budget-cycle.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import { rupees, ZERO_PAISE } from "@shared/money/paise.ts";
import { Plus } from "lucide-react";
import { lazy, memo, type ReactNode, Suspense, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { LoadError } from "../../components/LoadError.tsx";
import { PageSpinner } from "../../components/PageSpinner.tsx";
import { formatRupees } from "../../i18n/format.ts";
import { NO_CARRY_OVER, splitWithCarried } from "../../lib/carry-over";
import { useDailyLimit } from "../../lib/daily-limit.ts";
import { useBudget, useCycleSpending } from "../../lib/money-queries.ts";
import { useUserEmail } from "../../lib/session.ts";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint.ts";
import { useIndianToday } from "../../lib/use-indian-today.ts";
import { useUpdateUserState, useUserState } from "../../lib/user-state.ts";
import { BudgetAlertBanner } from "./BudgetAlertBanner.tsx";
import { budgetAlert, byCanonicalName, categoryRows, withClosedAlert } from "./budget-status.ts";
import { useTodaySpending } from "./dashboard-api.ts";
import { SummaryWidgets } from "./SummaryWidgets.tsx";
import { TodaySpendingCard } from "./TodaySpendingCard.tsx";

// Opened by a tab press only (the tabs mount lazily), so its code stays out of home's first load.
const CalendarTab = lazy(() =>
  import("./CalendarTab.tsx").then((module) => ({ default: module.CalendarTab })),
);

// Below the first screen's figures on a phone: chunks of their own, fetched as home first renders, so
// home's first load carries only what paints above the fold (docs/web.md "Initial JS"). Each waits in
// the placeholder it shows while its figures load, so nothing above it moves when it arrives. They
// render after the first paint (useAfterFirstPaint), and memo keeps them as they are when home
// re-renders for a figure they do not show (docs/web.md "Issue 26: where signed-in home's first
// render goes").
const loadBudgetCard = () => import("../../components/BudgetCard.tsx");
const loadNotificationsList = () => import("./NotificationsList.tsx");
const loadCategoryBreakdown = () => import("./CategoryBreakdown.tsx");
const loadRecentTransactions = () => import("./RecentTransactions.tsx");
const BudgetCard = memo(lazy(() => loadBudgetCard().then((module) => ({ default: module.BudgetCard }))));
const NotificationsList = memo(
  lazy(() => loadNotificationsList().then((module) => ({ default: module.NotificationsList }))),
);
const CategoryBreakdown = memo(
  lazy(() => loadCategoryBreakdown().then((module) => ({ default: module.CategoryBreakdown }))),
);
const RecentTransactions = memo(
  lazy(() => loadRecentTransactions().then((module) => ({ default: module.RecentTransactions }))),
);
let belowTheFoldRequested = false;
/** Their code is requested with home's first render, so waiting for the paint does not delay it. */
function requestBelowTheFold() {
  if (belowTheFoldRequested) return;
  belowTheFoldRequested = true;
  for (const load of [loadBudgetCard, loadNotificationsList, loadCategoryBreakdown, loadRecentTransactions])
    void load().catch(() => undefined);
}

export interface HomePageProps {
  /** The coach's welcome card for new users (src/app wires it; features never import each other). */
  welcomeSlot?: ReactNode;
  /** Coach widgets (greeting, mission, streak, wisdom) shown on the Overview tab. */
  coachSlot?: ReactNode;
}

/** `/`: tabs Overview and Calendar (docs/product.md §2.9, §2.11). */
export default function HomePage({ welcomeSlot, coachSlot }: HomePageProps) {
  const { t } = useTranslation("dashboard");
  return (
    <Stack gap="4" data-testid="home-page">
      {/* The screen's title for assistive technology; the header already says where the user is. */}
      <Heading as="h1" srOnly>
        {t("title")}
      </Heading>
      {welcomeSlot}
      <Tabs.Root defaultValue="overview" variant="enclosed" fitted lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="overview">{t("overview")}</Tabs.Trigger>
          <Tabs.Trigger value="calendar">{t("calendar")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <Overview coachSlot={coachSlot} />
        </Tabs.Content>
        <Tabs.Content value="calendar">
          <Suspense fallback={<PageSpinner />}>
            <CalendarTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function Overview({ coachSlot }: { coachSlot?: ReactNode }) {
  // Live: at 00:00 IST home shows the new day (its figures are read again, lib/use-indian-today.ts).
  const today = useIndianToday();
  const budget = useBudget();
  const dailyLimit = useDailyLimit();
  const todaySpending = useTodaySpending(today);
  // "This month" is the budget cycle that holds today (docs/product.md §4.31).
  const monthSpending = useCycleSpending();
  const email = useUserEmail();
  const userState = useUserState(email);
  const updateUserState = useUpdateUserState(email);
  const { t } = useTranslation("dashboard");
  const belowTheFold = useAfterFirstPaint();
  if (!belowTheFold) requestBelowTheFold();

  // Figures come from real reads only: while they load the widgets show skeletons, and a failed read
  // shows an error with Retry instead of the ₹25,000 default and ₹0 spent, which would look real.
  const moneyFailed = budget.isError || monthSpending.isError;
  const moneyReady = budget.isSuccess && monthSpending.isSuccess;
  const savedAmount = budget.data?.amount ?? rupees(DEFAULT_BUDGET);
  // What the categories carried into this cycle is part of its budget, as in the daily limit (§4.34).
  const carryOver = budget.data?.carryOver ?? NO_CARRY_OVER;
  const monthlyBudget = budget.data?.cycleAmount ?? savedAmount;
  const monthSpent = monthSpending.data?.totalSpent ?? ZERO_PAISE;
  const todaySpent = dailyLimit.data?.todaySpent;
  // The same split Set Budget starts from (docs/product.md §9.1): the saved one, else the default.
  const savedSplit = budget.data?.categoryBudgets ?? null;
  const categoryBudgets = useMemo(
    () =>
      splitWithCarried(
        byCanonicalName(categorySplitOf(savedAmount, savedSplit), canonicalCategory),
        carryOver.carried,
      ),
    [savedAmount, savedSplit, carryOver.carried],
  );
  // The budget card's props stay the same objects while their figures do (it is memoised).
  const categorySpending = monthSpending.data?.categorySpending;
  const budgetRows = useMemo(
    () => categoryRows(categorySpending ?? {}, categoryBudgets),
    [categorySpending, categoryBudgets],
  );
  const savedCycle = budget.data?.cycle;
  const cycle = useMemo(() => (savedCycle ? cycleBounds(savedCycle, today) : null), [savedCycle, today]);
  const refetchToday = todaySpending.refetch;
  const retryToday = useCallback(() => void refetchToday(), [refetchToday]);
  const due = moneyReady
    ? budgetAlert(
        {
          monthSpent,
          monthlyBudget,
          todaySpent: todaySpent ?? ZERO_PAISE,
          dailyLimit: dailyLimit.data?.dailyLimit ?? null,
          today,
          period: monthSpending.data?.startDay,
        },
        formatRupees,
      )
    : null;
  // A closed alert stays closed for its threshold and period, on every device. Undefined until the
  // figures and the closed alerts are known (the banner keeps its expected place meanwhile).
  const alert = moneyFailed
    ? null
    : !moneyReady || !userState.loaded
      ? undefined
      : due && !userState.state.closedAlerts.includes(due.key)
        ? due
        : null;
  const retryMoney = () => {
    if (budget.isError) void budget.refetch();
    if (monthSpending.isError) void monthSpending.refetch();
  };

  return (
    // One column on phones, in the order below; from the `lg` breakpoint (1024 px) two: the figures on
    // the left, the lists on the right. Below `lg` the columns' boxes give way (`display: contents`) and
    // `order` keeps the phone's sequence, so 390 px is exactly the one column it always was.
    <Box
      display={{ base: "flex", lg: "grid" }}
      flexDirection="column"
      gap="4"
      gridTemplateColumns={{ lg: "minmax(0, 1fr) minmax(0, 1fr)" }}
      alignItems={{ lg: "start" }}
    >
      <Stack gap="4" display={{ base: "contents", lg: "flex" }} data-testid="home-figures">
        <Button asChild colorPalette="teal" size="lg" order={1}>
          <RouterLink to="/expense">
            <Plus aria-hidden="true" /> {t("addExpense")}
          </RouterLink>
        </Button>
        <InOrder order={2}>
          <BudgetAlertBanner
            alert={alert}
            email={email}
            today={today}
            onClose={(closed) =>
              updateUserState({ closedAlerts: withClosedAlert(userState.state.closedAlerts, closed.key) })
            }
          />
        </InOrder>
        {moneyFailed ? (
          <InOrder order={3}>
            <Card.Root data-testid="money-load-error">
              <Card.Body p="4">
                <LoadError
                  message={t("moneyFailed")}
                  onRetry={retryMoney}
                  retrying={budget.isFetching || monthSpending.isFetching}
                />
              </Card.Body>
            </Card.Root>
          </InOrder>
        ) : (
          <>
            <InOrder order={3}>
              <TodaySpendingCard
                todaySpent={todaySpent}
                dailyLimit={dailyLimit.data?.dailyLimit}
                error={dailyLimit.isError}
                onRetry={() => void dailyLimit.refetch()}
              />
            </InOrder>
            <InOrder order={4}>
              {moneyReady ? (
                <SummaryWidgets
                  monthSpent={monthSpent}
                  monthlyBudget={monthlyBudget}
                  figure={dailyLimit.data}
                />
              ) : (
                // The widgets' height (two boxes and the note under them): nothing moves when they load.
                <Skeleton height="8.25rem" />
              )}
            </InOrder>
          </>
        )}
        {coachSlot ? (
          <Box data-testid="coach-slot" order={5}>
            {coachSlot}
          </Box>
        ) : null}
        <InOrder order={7}>
          {moneyFailed ? null : moneyReady && belowTheFold ? (
            <Suspense fallback={<Skeleton height="40" />}>
              <BudgetCard
                monthSpent={monthSpent}
                monthlyBudget={monthlyBudget}
                hasSavedBudget={Boolean(budget.data)}
                cycle={cycle}
                rows={budgetRows}
                carryOver={carryOver}
              />
            </Suspense>
          ) : (
            <Skeleton height="40" />
          )}
        </InOrder>
      </Stack>
      <Stack gap="4" display={{ base: "contents", lg: "flex" }} data-testid="home-lists">
        <InOrder order={6}>
          {/* Nothing while there are no notifications, so nothing while its code loads either. */}
          <Suspense fallback={null}>{belowTheFold ? <NotificationsList /> : null}</Suspense>
        </InOrder>
        <InOrder order={8}>
          <Suspense fallback={<Skeleton height="24" />}>
            {belowTheFold ? (
              <CategoryBreakdown
                categorySpending={todaySpending.data?.categorySpending}
                error={todaySpending.isError}
                onRetry={retryToday}
              />
            ) : (
              <Skeleton height="24" />
            )}
          </Suspense>
        </InOrder>
        <InOrder order={9}>
          <Suspense fallback={<Skeleton height="28" />}>
            {belowTheFold ? <RecentTransactions /> : <Skeleton height="28" />}
          </Suspense>
        </InOrder>
      </Stack>
    </Box>
  );
}

/**
 * One piece of home at its place in the phone's single column. A piece that renders nothing takes no
 * place (and no gap), as it did when it was a direct child of the column.
 */
function InOrder({ order, children }: { order: number; children: ReactNode }) {
  return (
    <Box order={order} _empty={{ display: "none" }}>
      {children}
    </Box>
  );
}

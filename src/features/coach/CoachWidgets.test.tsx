import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { indianDay } from "@shared/calendar/indian-day.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { moneyKeys } from "../../lib/money-queries";
import { type UserState, userStateQuery } from "../../lib/user-state";
import { DEFAULT_USER_STATE } from "../../lib/user-state-rules";
import { CoachOnboarding } from "./CoachOnboarding";
import { CoachWidgets } from "./CoachWidgets";
import { quoteForDay } from "./daily-wisdom";
import { missionForDay } from "./missions";

const email = "asha@example.in";

// Server rendering needs no DOM: it proves the cards render what the rules chose from the user state
// the server answered (seeded in the query cache), with no browser storage at all (node has none).
function render(node: ReactNode, state: Partial<UserState> = {}, recentExpenses?: object[]): string {
  const client = new QueryClient();
  client.setQueryData(userStateQuery(email).queryKey, { ...DEFAULT_USER_STATE, ...state });
  if (recentExpenses) client.setQueryData(moneyKeys.recentExpenses(10), recentExpenses);
  return renderToString(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** The visible text of server-rendered HTML (styles, tags and React's text separators removed). */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"');

describe("coach widgets from the user state on the server", () => {
  it("show today's mission, an empty streak and the quote of the day", () => {
    const html = textOf(render(<CoachWidgets email={email} />));
    const today = indianDay(new Date());
    expect(html).toContain(missionForDay(email, today).title);
    expect(html).toContain("In Progress...");
    expect(html).toContain("0 days");
    expect(html).toContain("🎯");
    expect(html).toContain(quoteForDay(today).text);
  });

  it("show the welcome card to a new user who has not seen it", () => {
    const html = textOf(render(<CoachOnboarding email={email} isNewUser />));
    expect(html).toContain("Set Your Budget");
    expect(html).toContain("Add First Expense");
  });

  it("show no welcome card to a returning user", () => {
    const html = textOf(render(<CoachOnboarding email={email} />));
    expect(html).not.toContain("Set Your Budget");
  });
});

describe("coach state on every device", () => {
  it("shows a mission completed on another device as completed, with its streak", () => {
    const today = indianDay(new Date());
    const mission = missionForDay(email, today);
    const html = textOf(
      render(<CoachWidgets email={email} />, {
        missionState: { missionId: mission.id, date: today, completed: true, progress: 100 },
        missionStreak: 1,
      }),
    );
    expect(html).toContain("Completed!");
    expect(html).not.toContain("Mark Complete");
    expect(html).toContain("1 mission done");
  });

  it("keeps the streak logged on another device, and counts days in the singular when it is one", () => {
    const today = indianDay(new Date());
    const html = textOf(
      render(<CoachWidgets email={email} />, {
        expenseStreak: { currentStreak: 1, longestStreak: 1, lastLoggedDate: today, totalDaysLogged: 1 },
      }),
    );
    expect(html).toContain("1 day");
    expect(html).toContain("Longest: 1 day");
    expect(html).not.toContain("1 days");
  });

  it("does not welcome again a new user who saw the welcome elsewhere", () => {
    const html = textOf(render(<CoachOnboarding email={email} isNewUser />, { welcomeSeen: true }));
    expect(html).not.toContain("Set Your Budget");
  });

  it("welcomes again a user who asked for the tour on the profile", () => {
    const html = textOf(render(<CoachOnboarding email={email} />, { replayWelcome: true }));
    expect(html).toContain("Set Your Budget");
  });

  it("does not offer a first expense to a user with expenses who replays the welcome", () => {
    const expense = { id: "e1", amount: "120", category: "Transport", date: new Date().toISOString() };
    const html = textOf(render(<CoachOnboarding email={email} />, { replayWelcome: true }, [expense]));
    expect(html).toContain("Add an Expense");
    expect(html).not.toContain("Add First Expense");
  });
});

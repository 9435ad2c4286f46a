import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CoachOnboarding } from "./CoachOnboarding";
import { CoachWidgets } from "./CoachWidgets";
import { quoteForDay } from "./daily-wisdom";
import { dayKeyAt } from "./indian-day";
import { missionForDay } from "./missions";

// Server rendering needs no DOM: it proves the cards render what the rules chose, with no storage at
// all (node has no localStorage), which is also how a browser with storage disabled behaves.
function render(node: ReactNode): string {
  const client = new QueryClient();
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

describe("coach widgets without storage", () => {
  it("show today's mission, an empty streak and the quote of the day", () => {
    const html = textOf(render(<CoachWidgets email="asha@example.in" />));
    const today = dayKeyAt(new Date());
    expect(html).toContain(missionForDay("asha@example.in", today).title);
    expect(html).toContain("In Progress...");
    expect(html).toContain("0 days");
    expect(html).toContain("🎯");
    expect(html).toContain(quoteForDay(today).text);
  });

  it("show the welcome card to a new user who has not seen it", () => {
    const html = textOf(render(<CoachOnboarding email="asha@example.in" isNewUser />));
    expect(html).toContain("Set Your Budget");
    expect(html).toContain("Add First Expense");
  });

  it("show no welcome card to a returning user", () => {
    const html = textOf(render(<CoachOnboarding email="asha@example.in" />));
    expect(html).not.toContain("Set Your Budget");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { toastStore } from "../../components/ui/toaster.tsx";
import { showSavedExpenseToast } from "./saved-toast.ts";

// The real toast store (no DOM needed): what it holds is what the toast region shows, for how long.
const shown = () => toastStore.getVisibleToasts();

describe("toast after saving an expense (docs/product.md §9.6 durations)", () => {
  afterEach(() => {
    toastStore.remove();
  });

  it("celebrates a streak milestone for 4 s instead of the plain toast", () => {
    showSavedExpenseToast(
      { title: "5-Day Streak! 🔥", description: "You've logged your expenses 5 days in a row!" },
      "Transport",
      30,
    );
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ title: "5-Day Streak! 🔥", type: "success", duration: 4000 });
  });

  it("shows the plain encouragement for 3 s when there is nothing to celebrate", () => {
    showSavedExpenseToast(null, "Transport", 30);
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ title: "Expense Added!", type: "success", duration: 3000 });
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { createQueryClient } from "./query-client.ts";

/** A read that fails with each error in turn, then answers; counts its attempts. */
function readFailing(...errors: Error[]) {
  let attempts = 0;
  const queryFn = async () => {
    attempts += 1;
    const error = errors[attempts - 1];
    if (error) throw error;
    return "figures";
  };
  return { queryFn, attempts: () => attempts };
}

const cutOff = () =>
  new Error("Failed to fetch expenses: Failed to fetch", { cause: new TypeError("Failed to fetch") });
const serverError = () =>
  new Error("Failed to fetch expenses: 500: boom", {
    cause: new ApiError(500, "Internal Server Error", "boom"),
  });

describe("the query client's one retry (docs/product.md §7.3)", () => {
  it("reads once more what the connection cut off, and answers", async () => {
    const read = readFailing(cutOff());
    const data = await createQueryClient().fetchQuery({
      queryKey: ["cut"],
      queryFn: read.queryFn,
      retryDelay: 0,
    });
    expect(data).toBe("figures");
    expect(read.attempts()).toBe(2);
  });

  it("does not retry a read the server answered with an error", async () => {
    const read = readFailing(serverError());
    const failed = createQueryClient().fetchQuery({
      queryKey: ["500"],
      queryFn: read.queryFn,
      retryDelay: 0,
    });
    await expect(failed).rejects.toThrow("500: boom");
    expect(read.attempts()).toBe(1);
  });

  it("retries a cut-off read only once", async () => {
    const read = readFailing(cutOff(), cutOff());
    const failed = createQueryClient().fetchQuery({
      queryKey: ["twice"],
      queryFn: read.queryFn,
      retryDelay: 0,
    });
    await expect(failed).rejects.toThrow("Failed to fetch");
    expect(read.attempts()).toBe(2);
  });
});

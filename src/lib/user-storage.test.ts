import { describe, expect, it } from "vitest";
import { createUserStorage, type KeyValueStorage, userStorageKey } from "./user-storage";

/** A Web Storage stand-in with the browser's string semantics. */
class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** What Safari private mode and a full quota look like: every write throws. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  }
}

/** Storage blocked by browser settings: every access throws. */
class BlockedStorage implements KeyValueStorage {
  getItem(): string | null {
    throw new DOMException("The operation is insecure.", "SecurityError");
  }
  setItem(): void {
    throw new DOMException("The operation is insecure.", "SecurityError");
  }
  removeItem(): void {
    throw new DOMException("The operation is insecure.", "SecurityError");
  }
}

const asha = "Asha@Example.com";
const ravi = "ravi@example.com";

describe("user storage", () => {
  it("prefixes every key with the user's e-mail, normalised", () => {
    expect(userStorageKey(asha, "soundEnabled")).toBe("asha@example.com_soundEnabled");
    expect(userStorageKey(" asha@example.com ", "missionState")).toBe("asha@example.com_missionState");
  });

  it("keeps two users on one device apart and stores flags as the text 'true'", () => {
    const memory = new MemoryStorage();
    const storage = createUserStorage(() => memory);
    storage.setFlag(asha, "stateOnServer", true);
    expect(storage.getFlag(asha, "stateOnServer")).toBe(true);
    expect(storage.getFlag(ravi, "stateOnServer")).toBe(false);
    expect(memory.items.get("asha@example.com_stateOnServer")).toBe("true");
    storage.removeItem(asha, "stateOnServer");
    expect(storage.getFlag(asha, "stateOnServer")).toBe(false);
  });

  it("forgets everything of one user (their account was deleted) and nothing of another's", () => {
    const memory = new MemoryStorage();
    const storage = createUserStorage(() => memory);
    storage.setJson(asha, "userState", { soundEnabled: false });
    storage.setFlag(asha, "stateOnServer", true);
    storage.setJson(asha, "expenseStreak", { currentStreak: 1 });
    storage.setFlag("ravi@example.com", "stateOnServer", true);
    storage.forgetUser(asha);
    expect([...memory.items.keys()]).toEqual(["ravi@example.com_stateOnServer"]);
  });

  it("round-trips JSON and rejects values that fail validation or do not parse", () => {
    const memory = new MemoryStorage();
    const storage = createUserStorage(() => memory);
    const streak = { currentStreak: 3, longestStreak: 5, lastLoggedDate: "2026-11-22", totalDaysLogged: 9 };
    storage.setJson(asha, "expenseStreak", streak);
    expect(storage.getJson(asha, "expenseStreak")).toEqual(streak);

    const isNumber = (value: unknown): value is number => typeof value === "number";
    expect(storage.getJson(asha, "expenseStreak", isNumber)).toBeNull();
    memory.setItem(userStorageKey(asha, "missionState"), "{not json");
    expect(storage.getJson(asha, "missionState")).toBeNull();
  });

  it("holds the landing page's signup e-mail until it is cleared", () => {
    const memory = new MemoryStorage();
    const storage = createUserStorage(() => memory);
    expect(storage.getSignupEmail()).toBe("");
    storage.setSignupEmail("  new@example.com ");
    expect(memory.items.get("signupEmail")).toBe("new@example.com");
    expect(storage.getSignupEmail()).toBe("new@example.com");
    storage.clearSignupEmail();
    expect(storage.getSignupEmail()).toBe("");
  });

  it("never throws when storage is full: writes report false, reads give defaults", () => {
    const storage = createUserStorage(() => new FullStorage());
    expect(storage.setFlag(asha, "stateOnServer", true)).toBe(false);
    expect(storage.getFlag(asha, "stateOnServer")).toBe(false);
    expect(storage.setSignupEmail("x@example.com")).toBe(false);
  });

  it("never throws when storage is blocked or missing", () => {
    for (const backend of [() => new BlockedStorage(), () => null]) {
      const storage = createUserStorage(backend);
      expect(storage.getItem(asha, "missionState")).toBeNull();
      expect(storage.getJson(asha, "missionState")).toBeNull();
      expect(storage.setJson(asha, "missionState", { a: 1 })).toBe(false);
      expect(storage.getFlag(asha, "welcomeSeen")).toBe(false);
      expect(() => storage.removeItem(asha, "welcomeSeen")).not.toThrow();
      expect(() => storage.clearSignupEmail()).not.toThrow();
      expect(storage.getSignupEmail()).toBe("");
    }
  });

  it("the default instance works without a window (server-side, tests)", async () => {
    const { userStorage } = await import("./user-storage");
    expect(userStorage.getJson(asha, "userState")).toBeNull();
    expect(userStorage.setJson(asha, "userState", {})).toBe(false);
  });
});

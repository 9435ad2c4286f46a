// Per-user browser data, each key prefixed with the user's e-mail so two people sharing a device keep
// their own. Since the coach's state moved to the server (docs/product.md §10.8, lib/user-state.ts), the
// browser keeps only a cache of it (`userState`); the keys of docs/product.md §3 ("Local browser data
// per user") are read once, when this device first signs in, to carry their values to the server.
// Storage can be full, disabled or blocked (private mode, cookie settings): every helper then degrades
// to defaults and never throws, because this data is a convenience, never a source of truth.

/** The per-user keys; values are the suffixes after the e-mail prefix. */
export const USER_KEYS = {
  /** The cache of the server's user state (JSON). */
  userState: "userState",
  /** 'true' once this device's own values (the keys below) were carried to the server. */
  stateOnServer: "stateOnServer",
  /** The alert banner home showed last on this device (its key and height, JSON): its place is kept on
   * the next start before the figures arrive (src/features/dashboard/alert-space.ts). */
  homeAlert: "homeAlert",
  // Kept by versions before the server held the state; read once for the carry-over, then removed.
  missionState: "missionState",
  missionStreak: "missionStreak",
  expenseStreak: "expenseStreak",
  soundEnabled: "soundEnabled",
  welcomeSeen: "welcomeSeen",
  coachCompleted: "coachCompleted",
  isNewUser: "isNewUser",
  avatarLastShown: "avatarLastShown",
  coachGreetingShown: "coachGreetingShown",
} as const;

export type UserKey = keyof typeof USER_KEYS;

/** Not per user: the address typed on the landing page, prefilled on /signup. */
export const SIGNUP_EMAIL_KEY = "signupEmail";

/** The subset of the Web Storage API these helpers use (tests pass their own). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): KeyValueStorage | null {
  try {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** `<email>_<key>`, with the e-mail trimmed and lower-cased so its spelling never splits the data. */
export function userStorageKey(email: string, key: UserKey): string {
  return `${email.trim().toLowerCase()}_${USER_KEYS[key]}`;
}

export function createUserStorage(storage: () => KeyValueStorage | null = browserStorage) {
  function read(fullKey: string): string | null {
    try {
      return storage()?.getItem(fullKey) ?? null;
    } catch {
      return null;
    }
  }

  /** Returns false when the value could not be stored (quota exceeded, storage disabled). */
  function write(fullKey: string, value: string): boolean {
    try {
      const target = storage();
      if (!target) return false;
      target.setItem(fullKey, value);
      return true;
    } catch {
      return false;
    }
  }

  function remove(fullKey: string): void {
    try {
      storage()?.removeItem(fullKey);
    } catch {
      // Nothing stored that we could reach; nothing to remove.
    }
  }

  const getItem = (email: string, key: UserKey) => read(userStorageKey(email, key));
  const setItem = (email: string, key: UserKey, value: string) => write(userStorageKey(email, key), value);
  const removeItem = (email: string, key: UserKey) => remove(userStorageKey(email, key));

  /** Parsed JSON, or null when absent or unreadable; pass `isValid` to distrust old or edited values. */
  function getJson<T>(email: string, key: UserKey, isValid?: (value: unknown) => value is T): T | null {
    const text = getItem(email, key);
    if (text === null) return null;
    try {
      const value: unknown = JSON.parse(text);
      if (isValid && !isValid(value)) return null;
      return value as T;
    } catch {
      return null;
    }
  }

  const setJson = (email: string, key: UserKey, value: unknown) => setItem(email, key, JSON.stringify(value));

  // Flags are stored as the text 'true' (docs/product.md §3.9); anything else reads as false.
  const getFlag = (email: string, key: UserKey) => getItem(email, key) === "true";
  const setFlag = (email: string, key: UserKey, on: boolean) => setItem(email, key, on ? "true" : "false");

  return {
    getItem,
    setItem,
    removeItem,
    getJson,
    setJson,
    getFlag,
    setFlag,

    /** Everything this device keeps for the user (their account was deleted). */
    forgetUser(email: string): void {
      for (const key of Object.keys(USER_KEYS) as UserKey[]) removeItem(email, key);
    },

    getSignupEmail: () => read(SIGNUP_EMAIL_KEY) ?? "",
    setSignupEmail: (email: string) => write(SIGNUP_EMAIL_KEY, email.trim()),
    clearSignupEmail: () => remove(SIGNUP_EMAIL_KEY),
  };
}

export type UserStorage = ReturnType<typeof createUserStorage>;

/** The app's instance, backed by window.localStorage. */
export const userStorage: UserStorage = createUserStorage();

// The language on the user's profile follows them to every device (docs/product.md §4.29): after
// sign-in the profile's choice is applied; a profile that never chose takes this device's language.
// Choosing (landing page, Profile) applies at once and, when signed in, saves it to the profile.
import type { Language } from "@shared/contract/profile-schemas.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, api } from "../lib/api";
import { type CurrentUser, useCurrentUser } from "../lib/session";
import { currentLanguage, setDevanagariDigits, setLanguage } from "./i18n";

/**
 * Resolves to whether the user is to be read again: the profile stored it, or the session is no longer
 * accepted (the read then says so, and the device signs out).
 */
const saveToProfile = (changes: { language?: Language; devanagariDigits?: boolean }) =>
  api.patch("/profile", changes).then(
    () => true,
    // Otherwise kept on this device; the next sign-in stores it (or the profile's choice wins there).
    (error: unknown) => error instanceof ApiError && error.status === 401,
  );

/**
 * Applies the signed-in user's stored language and digits (in `RequireAuth`). A profile that never
 * chose gets this device's language only once the server has said so (`confirmed`): a copy painted
 * from the device may say "never chose" from before a choice made since (docs/offline.md "Paint from
 * the device"), and saving then would overwrite that choice.
 */
export function useProfileLanguage(user: CurrentUser | null, confirmed: boolean): void {
  const queryClient = useQueryClient();
  const language = user?.language;
  const digits = user?.devanagariDigits ?? false;
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    setDevanagariDigits(digits);
    if (language === null) {
      if (!confirmed) return;
      const chosen = currentLanguage();
      // The cached user (and the device's copy of it) says so too, so it is not saved again next visit.
      queryClient.setQueriesData<CurrentUser | null>({ queryKey: ["auth", "user"] }, (cached) =>
        cached ? { ...cached, language: chosen } : cached,
      );
      void saveToProfile({ language: chosen });
    } else if (language !== undefined && language !== currentLanguage()) void setLanguage(language);
  }, [signedIn, language, digits, confirmed, queryClient]);
}

export interface LanguageChoice {
  language: Language;
  choose: (language: Language) => Promise<void>;
  devanagariDigits: boolean;
  chooseDigits: (devanagari: boolean) => void;
}

/** The current language and digits, and how to change them (saved to the profile when signed in). */
export function useLanguageChoice(): LanguageChoice {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const remember = async (changes: { language?: Language; devanagariDigits?: boolean }) => {
    if (!user) return;
    // The cached user says the same at once, so applying it (above) never undoes the choice. A read of
    // the user already under way would answer the choice from before and undo it: it is dropped, and the
    // user read again once the profile has stored the choice.
    const userQueries = { queryKey: ["auth", "user"] };
    await queryClient.cancelQueries(userQueries);
    queryClient.setQueriesData<CurrentUser | null>(userQueries, (cached) =>
      cached ? { ...cached, ...changes } : cached,
    );
    if (await saveToProfile(changes)) await queryClient.invalidateQueries(userQueries);
  };
  return {
    language: i18n.language === "hi" ? "hi" : "en",
    devanagariDigits: user?.devanagariDigits ?? false,
    choose: async (language) => {
      await setLanguage(language);
      await remember({ language });
    },
    chooseDigits: (devanagari) => {
      setDevanagariDigits(devanagari);
      void remember({ devanagariDigits: devanagari });
    },
  };
}

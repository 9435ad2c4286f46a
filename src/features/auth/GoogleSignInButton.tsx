import { Button, HStack, Separator, Text } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { apiBaseUrl } from "../../lib/api";
import { googleSignInUrl } from "./auth-api";
import { showFailure } from "./auth-toasts";
import { GoogleIcon } from "./GoogleIcon";

/** "or" and "Continue with Google", under the sign-in and the sign-up form alike (docs/product.md §2.3, §2.4). */
export function GoogleSignInButton({ failedTitle }: { failedTitle: string }) {
  const { t } = useTranslation("auth");
  const continueWithGoogle = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      window.location.assign(await googleSignInUrl());
    } catch (error) {
      showFailure(error, failedTitle, t("genericError"));
    }
  };
  return (
    <>
      <HStack my="5" gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.secondary">
          {t("signInPage.or")}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button asChild variant="outline" w="full">
        {/* A full page navigation: the API redirects to the identity provider and back (with a PKCE
            challenge the click adds; the verifier stays in this browser). */}
        <a href={`${apiBaseUrl}/auth/google`} onClick={continueWithGoogle}>
          <GoogleIcon />
          {t("signInPage.google")}
        </a>
      </Button>
    </>
  );
}

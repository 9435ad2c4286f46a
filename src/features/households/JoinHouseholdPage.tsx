import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { joinRefusalOf } from "@shared/contract/household-schemas.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { serverMessage } from "../../lib/api.ts";
import { joinHousehold, refreshHouseholds } from "./households-api.ts";
import { joinOnce } from "./join-once.ts";

/**
 * `/join/:code`: an invite link. Signed out, the visitor signs in or up first and comes back here
 * (app/guards.tsx); signed in, it joins at once and opens the household.
 */
export default function JoinHouseholdPage() {
  const { t } = useTranslation("households");
  const code = useParams().code ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const join = useCallback(() => {
    setFailure(null);
    joinOnce(code, joinHousehold).then(
      async (joined) => {
        await refreshHouseholds(queryClient);
        showToast({ title: t("join.joinedTitle"), type: "success" });
        navigate(`/households/${joined.id}`, { replace: true });
      },
      (error: unknown) => setFailure(t(`join.${joinRefusalOf(serverMessage(error)) ?? "other"}`)),
    );
  }, [code, navigate, queryClient, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button's new request
  useEffect(() => join(), [join, attempt]);

  return (
    <Stack gap="5" pb="6" data-testid="join-household-page">
      <BackToHomeTitle to="/households" backLabel={t("join.toHouseholds")}>
        {t("join.title")}
      </BackToHomeTitle>
      {failure === null ? (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" />
          <Text>{t("join.joining")}</Text>
        </Stack>
      ) : (
        <Stack gap="3" role="alert">
          <Text fontWeight="semibold">{t("join.failedTitle")}</Text>
          <Text>{failure}</Text>
          {failure === t("join.other") ? (
            <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t("join.retry")}
            </Button>
          ) : null}
          <Button asChild colorPalette="teal">
            <RouterLink to="/households">{t("join.toHouseholds")}</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

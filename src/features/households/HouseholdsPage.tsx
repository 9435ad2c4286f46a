import { Badge, Button, Card, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { firstIssueMessage } from "@shared/contract/fields.ts";
import { HOUSEHOLD_NAME_MAX, newHouseholdSchema } from "@shared/contract/household-schemas.ts";
import { ChevronRight, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { FormField } from "../../components/FormField.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { serverMessage } from "../../lib/api.ts";
import { useCreateHousehold, useHouseholds } from "./households-api.ts";

/** `/households`: the households I am in, and a new one (docs/product.md "Households"). */
export default function HouseholdsPage() {
  const { t } = useTranslation("households");
  const list = useHouseholds();
  const create = useCreateHousehold();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newHouseholdSchema.safeParse({ name });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: (household) => {
        showToast({ title: t("createdTitle"), description: household.name, type: "success" });
        setName("");
        navigate(`/households/${household.id}`);
      },
      onError: (failure) =>
        showToast({
          title: t("createFailed"),
          description: serverMessage(failure) ?? t("tryAgain"),
          type: "error",
        }),
    });
  };

  return (
    <Stack gap="5" pb="6" data-testid="households-page">
      <BackToHomeTitle to="/profile" backLabel={t("backToProfile")}>
        {t("title")}
      </BackToHomeTitle>
      <Text color="fg.muted" fontSize="sm">
        {t("intro")}
      </Text>
      {list.isPending ? (
        <Skeleton height="24" />
      ) : list.isError ? (
        <LoadError message={t("loadFailed")} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <Text color="fg.muted">{t("none")}</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" aria-label={t("title")}>
          {list.data.map((household) => (
            <li key={household.id}>
              <Card.Root size="sm" asChild>
                <RouterLink to={`/households/${household.id}`}>
                  <Card.Body>
                    <HStack justify="space-between" gap="3">
                      <Stack gap="1" minW="0">
                        <Text fontWeight="semibold" truncate>
                          {household.name}
                        </Text>
                        <HStack gap="2">
                          <Badge colorPalette={household.role === "owner" ? "teal" : "gray"}>
                            {t(`role.${household.role}`)}
                          </Badge>
                          <Text fontSize="sm" color="fg.muted">
                            {t("memberCount", { count: household.memberCount })}
                          </Text>
                        </HStack>
                      </Stack>
                      <ChevronRight aria-hidden="true" />
                    </HStack>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            </li>
          ))}
        </Stack>
      )}
      <Card.Root size="sm">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="3">
              <FormField label={t("nameLabel")} error={error} required>
                <Input
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder={t("namePlaceholder")}
                  maxLength={HOUSEHOLD_NAME_MAX + 10}
                  autoComplete="off"
                />
              </FormField>
              <Button type="submit" colorPalette="teal" loading={create.isPending}>
                <Plus aria-hidden="true" />
                {t("create")}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  QrCode,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { firstIssueMessage } from "@shared/contract/fields.ts";
import {
  HOUSEHOLD_NAME_MAX,
  type HouseholdDetail,
  type HouseholdInviteMade,
  type HouseholdMemberRow,
  newHouseholdSchema,
} from "@shared/contract/household-schemas.ts";
import { Copy, Crown, LogOut, Pencil, Share2, Trash2, UserMinus, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FormField } from "../../components/FormField.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatIstDate } from "../../i18n/format.ts";
import { apiErrorOf, serverMessage } from "../../lib/api.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { HouseholdActivity } from "./HouseholdActivity.tsx";
import { HouseholdBalances } from "./HouseholdBalances.tsx";
import { HouseholdExpenses } from "./HouseholdExpenses.tsx";
import { useHouseholdLive } from "./household-live.ts";
import {
  useCreateInvite,
  useDeleteHousehold,
  useHandOverHousehold,
  useHousehold,
  useLeaveHousehold,
  useRemoveMember,
  useRenameHousehold,
  useRevokeInvite,
} from "./households-api.ts";
import { canShareInvite, inviteShareData, shareInvite } from "./invite-share.ts";

type Confirm =
  | { kind: "remove"; member: HouseholdMemberRow }
  | { kind: "handOver"; member: HouseholdMemberRow }
  | { kind: "leave" }
  | { kind: "delete" };

/** `/households/:id`: members and roles, invites, activity; the owner's and members' actions. */
export default function HouseholdPage() {
  const { t } = useTranslation("households");
  const id = useParams().id ?? "";
  const household = useHousehold(id);

  if (household.isPending) return <Skeleton height="40" />;
  if (household.isError) {
    const missing = apiErrorOf(household.error)?.status === 404;
    return (
      <Stack gap="4" data-testid="household-page">
        <BackToHomeTitle to="/households" backLabel={t("back")}>
          {t("title")}
        </BackToHomeTitle>
        {missing ? (
          <Text>{t("notFound")}</Text>
        ) : (
          <LoadError
            message={t("loadFailed")}
            onRetry={() => void household.refetch()}
            retrying={household.isFetching}
          />
        )}
        <Button asChild variant="outline">
          <RouterLink to="/households">{t("back")}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return <HouseholdScreen household={household.data} />;
}

function HouseholdScreen({ household }: { household: HouseholdDetail }) {
  const { t } = useTranslation("households");
  const me = useCurrentUser().user?.id;
  const navigate = useNavigate();
  const isOwner = household.role === "owner";
  // Members and activity change live while this screen is open (other members' changes included).
  useHouseholdLive(household.id);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const remove = useRemoveMember(household.id);
  const handOver = useHandOverHousehold(household.id);
  const leave = useLeaveHousehold(household.id);
  const remove_ = useDeleteHousehold(household.id);
  const nameOf = (member: HouseholdMemberRow) =>
    member.userId === me ? t("you") : (member.displayName ?? t("unnamed"));
  const failed = (title: string) => (error: unknown) =>
    showToast({ title, description: serverMessage(error) ?? t("tryAgain"), type: "error" });
  const close = () => setConfirm(null);

  const confirmAction = () => {
    if (!confirm) return;
    if (confirm.kind === "remove") {
      remove.mutate(confirm.member.userId, {
        onSuccess: () => {
          showToast({ title: t("removed"), type: "success" });
          close();
        },
        onError: failed(t("removeFailed")),
      });
    } else if (confirm.kind === "handOver") {
      handOver.mutate(confirm.member.userId, {
        onSuccess: () => {
          showToast({ title: t("handedOver"), type: "success" });
          close();
        },
        onError: failed(t("handOverFailed")),
      });
    } else if (confirm.kind === "leave") {
      leave.mutate(undefined, {
        onSuccess: () => {
          showToast({ title: t("left"), type: "success" });
          navigate("/households", { replace: true });
        },
        onError: failed(t("leaveFailed")),
      });
    } else {
      remove_.mutate(undefined, {
        onSuccess: () => {
          showToast({ title: t("deleted"), type: "success" });
          navigate("/households", { replace: true });
        },
        onError: failed(t("deleteFailed")),
      });
    }
  };

  const dialog = confirm
    ? confirm.kind === "remove"
      ? {
          title: t("removeTitle", { name: nameOf(confirm.member) }),
          body: t("removeBody"),
          label: t("remove"),
          destructive: true,
        }
      : confirm.kind === "handOver"
        ? {
            title: t("handOverTitle", { name: nameOf(confirm.member) }),
            body: t("handOverBody"),
            label: t("handOver"),
            destructive: false,
          }
        : confirm.kind === "leave"
          ? {
              title: t("leaveTitle", { name: household.name }),
              body: t("leaveBody"),
              label: t("leave"),
              destructive: true,
            }
          : {
              title: t("deleteTitle", { name: household.name }),
              body: t("deleteBody"),
              label: t("delete"),
              destructive: true,
            }
    : null;

  return (
    <Stack gap="5" pb="6" data-testid="household-page">
      <BackToHomeTitle to="/households" backLabel={t("back")}>
        {household.name}
      </BackToHomeTitle>
      <HStack gap="2">
        <Badge colorPalette={isOwner ? "teal" : "gray"}>{t(`role.${household.role}`)}</Badge>
        <Text fontSize="sm" color="fg.muted">
          {t("memberCount", { count: household.memberCount })}
        </Text>
      </HStack>
      {isOwner ? <RenameHousehold household={household} /> : null}

      <Stack gap="3" as="section" aria-labelledby="household-members">
        <Heading as="h2" size="md" id="household-members">
          {t("members")}
        </Heading>
        <Stack gap="2" as="ul" listStyleType="none" data-testid="household-members">
          {household.members.map((member) => (
            <Box as="li" key={member.userId} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {nameOf(member)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t("joined", { date: formatIstDate(member.joinedAt) })}
                  </Text>
                </Stack>
                <Badge colorPalette={member.role === "owner" ? "teal" : "gray"}>
                  {t(`role.${member.role}`)}
                </Badge>
              </HStack>
              {isOwner && member.userId !== me ? (
                <HStack gap="2" mt="2" wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t("handOverLabel", { name: nameOf(member) })}
                    onClick={() => setConfirm({ kind: "handOver", member })}
                  >
                    <Crown aria-hidden="true" />
                    {t("handOver")}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t("removeLabel", { name: nameOf(member) })}
                    onClick={() => setConfirm({ kind: "remove", member })}
                  >
                    <UserMinus aria-hidden="true" />
                    {t("remove")}
                  </Button>
                </HStack>
              ) : null}
            </Box>
          ))}
        </Stack>
      </Stack>

      <InviteSection household={household} />
      <HouseholdBalances householdId={household.id} />
      <HouseholdExpenses householdId={household.id} members={household.members} />
      <HouseholdActivity householdId={household.id} />

      <Stack gap="2">
        {isOwner ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t("ownerCannotLeave")}
            </Text>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirm({ kind: "delete" })}>
              <Trash2 aria-hidden="true" />
              {t("delete")}
            </Button>
          </>
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirm({ kind: "leave" })}>
            <LogOut aria-hidden="true" />
            {t("leave")}
          </Button>
        )}
      </Stack>

      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ""}
        confirmLabel={dialog?.label ?? ""}
        destructive={dialog?.destructive}
        busy={remove.isPending || handOver.isPending || leave.isPending || remove_.isPending}
        onConfirm={confirmAction}
        onClose={close}
      >
        <Text>{dialog?.body}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function RenameHousehold({ household }: { household: HouseholdDetail }) {
  const { t } = useTranslation(["households", "common"]);
  const rename = useRenameHousehold(household.id);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (name === null) {
    return (
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setName(household.name)}>
        <Pencil aria-hidden="true" />
        {t("rename")}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newHouseholdSchema.safeParse({ name });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    rename.mutate(parsed.data.name, {
      onSuccess: () => {
        showToast({ title: t("renamed"), type: "success" });
        setName(null);
        setError(undefined);
      },
      onError: (failure) =>
        showToast({
          title: t("renameFailed"),
          description: serverMessage(failure) ?? t("tryAgain"),
          type: "error",
        }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2">
        <FormField label={t("nameLabel")} error={error} required>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={HOUSEHOLD_NAME_MAX + 10}
          />
        </FormField>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="teal" loading={rename.isPending}>
            {t("renameSave")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setName(null)}>
            {t("common:cancel")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function InviteSection({ household }: { household: HouseholdDetail }) {
  const { t } = useTranslation("households");
  const create = useCreateInvite(household.id);
  const revoke = useRevokeInvite(household.id);
  const [invite, setInvite] = useState<HouseholdInviteMade | null>(null);
  const open = household.invites.filter((row) => row.status === "open");
  const share = invite ? inviteShareData(t("invite.shareText", { name: household.name }), invite.url) : null;
  const canShare = share !== null && canShareInvite(globalThis.navigator, share);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => setInvite(made),
      onError: (error) =>
        showToast({
          title: t("invite.failed"),
          description: serverMessage(error) ?? t("tryAgain"),
          type: "error",
        }),
    });

  const copy = async () => {
    if (!invite) return;
    try {
      await navigator.clipboard.writeText(invite.url);
      showToast({ title: t("invite.copied"), type: "success" });
    } catch {
      showToast({ title: t("invite.copyFailed"), type: "error" });
    }
  };

  return (
    <Card.Root size="sm" as="section" aria-labelledby="household-invite">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="household-invite">
            {t("invite.title")}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("invite.hint")}
          </Text>
          {invite ? (
            <Stack gap="3" data-testid="household-invite">
              <Text fontWeight="semibold">{t("invite.made")}</Text>
              <Input
                readOnly
                value={invite.url}
                aria-label={t("invite.made")}
                onFocus={(e) => e.target.select()}
              />
              <Text fontSize="sm" color="fg.muted">
                {t("invite.expires", { date: formatIstDate(invite.expiresAt) })}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => void copy()}>
                  <Copy aria-hidden="true" />
                  {t("invite.copy")}
                </Button>
                {canShare && share ? (
                  <Button
                    size="sm"
                    colorPalette="teal"
                    onClick={() =>
                      void shareInvite(navigator, share).catch(() =>
                        showToast({ title: t("invite.copyFailed"), type: "error" }),
                      )
                    }
                  >
                    <Share2 aria-hidden="true" />
                    {t("invite.share")}
                  </Button>
                ) : null}
              </HStack>
              <Stack gap="1" align="center">
                <QrCode.Root value={invite.url} size="md" role="img" aria-label={t("invite.qr")}>
                  <QrCode.Frame>
                    <QrCode.Pattern />
                  </QrCode.Frame>
                </QrCode.Root>
                <Text fontSize="sm" color="fg.muted">
                  {t("invite.qr")}
                </Text>
              </Stack>
            </Stack>
          ) : null}
          <Button
            colorPalette="teal"
            variant={invite ? "outline" : "solid"}
            onClick={make}
            loading={create.isPending}
          >
            <UserPlus aria-hidden="true" />
            {t("invite.make")}
          </Button>
          {open.length > 0 ? (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t("invite.open", { count: open.length })}
              </Text>
              {open.map((row) => (
                <HStack key={row.id} justify="space-between" gap="2">
                  <Text fontSize="sm">{t("invite.expires", { date: formatIstDate(row.expiresAt) })}</Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t("invite.revokeLabel", { date: formatIstDate(row.expiresAt) })}
                    loading={revoke.isPending && revoke.variables === row.id}
                    onClick={() =>
                      revoke.mutate(row.id, {
                        onSuccess: () => {
                          showToast({ title: t("invite.revoked"), type: "success" });
                          setInvite(null);
                        },
                        onError: (error) =>
                          showToast({
                            title: t("invite.revokeFailed"),
                            description: serverMessage(error) ?? t("tryAgain"),
                            type: "error",
                          }),
                      })
                    }
                  >
                    {t("invite.revoke")}
                  </Button>
                </HStack>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

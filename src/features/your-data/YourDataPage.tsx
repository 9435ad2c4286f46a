import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Progress,
  Stack,
  Text,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DataSummaryRow,
  type ErasableKind,
  NOMINEE_RELATIONSHIPS,
  type NomineeInput,
  nomineeSchema,
} from "@shared/contract/data-rights.ts";
import { personNameSchema } from "@shared/contract/profile-schemas.ts";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { formatIstDate, formatNumber, formatPercent } from "../../i18n/format";
import { translateMessage } from "../../i18n/messages";
import { serverMessage } from "../../lib/api";
import { sizeInUnits } from "./data-size";
import {
  archiveInProgress,
  downloadArchive,
  useDataSummary,
  useEraseKind,
  useRemoveNominee,
  useRequestArchive,
  useSaveName,
  useSaveNominee,
} from "./your-data-api";

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Box as="section" bg="bg.panel" rounded="xl" borderWidth="1px" p="4" data-testid={testId}>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

function useFailureToast() {
  const { t } = useTranslation(["profile", "auth"]);
  return (error: unknown) =>
    showToast({
      title: t("yourData.failed"),
      description: translateMessage(serverMessage(error) ?? t("auth:genericError")),
      type: "error",
    });
}

/** `/profile/data`: see, take, correct, erase one kind, nominate (docs/product.md "Your data"). */
export default function YourDataPage() {
  const { t } = useTranslation("profile");
  const summary = useDataSummary();
  const data = summary.data;
  return (
    <Stack gap="4" pb="6">
      <Heading as="h1" size="xl">
        {t("yourData.title")}
      </Heading>
      <Text>{t("yourData.intro")}</Text>
      {summary.isError ? (
        <Text color="fg.error" role="alert">
          {t("yourData.loadFailed")}
        </Text>
      ) : null}
      {data ? (
        <>
          <HeldSummary data={data} />
          <TakeIt data={data} />
          <CorrectName data={data} />
          <EraseKinds data={data} />
          <Nominee data={data} />
        </>
      ) : null}
    </Stack>
  );
}

function HeldSummary({ data }: { data: DataSummaryRow }) {
  const { t } = useTranslation("profile");
  const { counts } = data;
  const size = sizeInUnits(data.receiptBytes);
  const rows: [string, string][] = [
    [t("yourData.kinds.expenses"), formatNumber(counts.expenses)],
    [t("yourData.kinds.budgets"), formatNumber(counts.budgets)],
    [t("yourData.kinds.recurringPayments"), formatNumber(counts.recurringPayments)],
    [t("yourData.kinds.customCategories"), formatNumber(counts.customCategories)],
    [t("yourData.kinds.notifications"), formatNumber(counts.notifications)],
    [t("yourData.kinds.messageRecords"), formatNumber(counts.messageRecords)],
    [
      t("yourData.kinds.receiptPhotos"),
      t("yourData.photosWithSize", {
        count: counts.receiptPhotos,
        photos: formatNumber(counts.receiptPhotos),
        size: t(`yourData.units.${size.unit}`, { value: formatNumber(size.value) }),
      }),
    ],
    [t("yourData.kinds.pushDevices"), formatNumber(counts.pushDevices)],
    [t("yourData.kinds.sessions"), formatNumber(counts.sessions)],
    [t("yourData.kinds.concerns"), formatNumber(counts.concerns)],
  ];
  if (counts.consents !== null) rows.push([t("yourData.kinds.consents"), formatNumber(counts.consents)]);
  return (
    <Section title={t("yourData.see.title")} testId="data-summary">
      <Text fontSize="sm" color="fg.secondary">
        {t("yourData.see.text")}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt">{label}</Text>
            <Text as="dd" fontWeight="semibold" textAlign="end">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      {data.sessions.length > 0 ? (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {t("yourData.see.devices")}
          </Text>
          {data.sessions.map((session) => (
            <Text key={session.createdAt} fontSize="sm" color="fg.secondary">
              {t("yourData.see.signedInOn", { date: formatIstDate(session.createdAt) })}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}

function TakeIt({ data }: { data: DataSummaryRow }) {
  const { t } = useTranslation("profile");
  const request = useRequestArchive();
  const failed = useFailureToast();
  const [downloading, setDownloading] = useState(false);
  const archive = data.archive;
  const inProgress = archiveInProgress(archive);
  const expired = archive?.expiresAt ? Date.parse(archive.expiresAt) <= Date.now() : false;

  async function download(id: string) {
    setDownloading(true);
    try {
      const { url } = await downloadArchive(id);
      window.location.assign(url);
    } catch (error) {
      failed(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Section title={t("yourData.take.title")} testId="data-archive">
      <Text fontSize="sm" color="fg.secondary">
        {t("yourData.take.text")}
      </Text>
      {archive && inProgress ? (
        <Progress.Root
          value={archive.progress}
          size="sm"
          colorPalette="teal"
          aria-label={t("yourData.take.progress")}
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm">{t("yourData.take.preparing")}</Progress.Label>
            <Progress.ValueText fontSize="sm">{formatPercent(archive.progress)}</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {archive?.status === "ready" && !expired && archive.expiresAt ? (
        <Stack gap="2" data-testid="archive-ready">
          <Text fontWeight="semibold">
            {t("yourData.take.ready", { date: formatIstDate(archive.expiresAt) })}
          </Text>
          <Button colorPalette="teal" onClick={() => download(archive.id)} loading={downloading}>
            <Download aria-hidden="true" /> {t("yourData.take.download")}
          </Button>
        </Stack>
      ) : null}
      {archive?.status === "failed" ? (
        <Text color="fg.error" fontSize="sm">
          {t("yourData.take.failed")}
        </Text>
      ) : null}
      {inProgress ? null : (
        <Button
          variant="outline"
          onClick={() => request.mutate(undefined, { onError: failed })}
          loading={request.isPending}
        >
          {archive ? t("yourData.take.again") : t("yourData.take.request")}
        </Button>
      )}
    </Section>
  );
}

function CorrectName({ data }: { data: DataSummaryRow }) {
  const { t } = useTranslation("profile");
  const save = useSaveName();
  const failed = useFailureToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof personNameSchema>>({
    resolver: zodResolver(personNameSchema),
    defaultValues: { firstName: data.profile.firstName ?? "", lastName: data.profile.lastName ?? "" },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ firstName: input.firstName ?? "", lastName: input.lastName ?? "" });
      showToast({ title: t("yourData.correct.saved"), type: "success" });
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Section title={t("yourData.correct.title")} testId="data-correct">
      <Text fontSize="sm" color="fg.secondary">
        {t("yourData.correct.text")}
      </Text>
      <FormStack onSubmit={onSubmit}>
        <FormField label={t("yourData.correct.firstName")} error={errors.firstName?.message}>
          <Input autoComplete="given-name" maxLength={100} {...register("firstName")} />
        </FormField>
        <FormField label={t("yourData.correct.lastName")} error={errors.lastName?.message}>
          <Input autoComplete="family-name" maxLength={100} {...register("lastName")} />
        </FormField>
        <Button type="submit" colorPalette="teal" loading={isSubmitting}>
          {t("yourData.correct.save")}
        </Button>
      </FormStack>
    </Section>
  );
}

function EraseKinds({ data }: { data: DataSummaryRow }) {
  const { t } = useTranslation("profile");
  const erase = useEraseKind();
  const failed = useFailureToast();
  const [asking, setAsking] = useState<ErasableKind | null>(null);
  const counts: Record<ErasableKind, number> = {
    receipts: data.counts.receiptPhotos,
    messages: data.counts.messageRecords,
  };

  function confirm(kind: ErasableKind) {
    erase.mutate(kind, {
      onSuccess: (result) => {
        setAsking(null);
        showToast({
          title: t(`yourData.erase.${kind}.done`, { count: result.erased }),
          type: "success",
        });
      },
      onError: failed,
    });
  }

  return (
    <Section title={t("yourData.erase.title")} testId="data-erase">
      <Text fontSize="sm" color="fg.secondary">
        {t("yourData.erase.text")}
      </Text>
      {(["receipts", "messages"] as const).map((kind) => (
        <Button
          key={kind}
          variant="outline"
          colorPalette="red"
          disabled={counts[kind] === 0}
          onClick={() => setAsking(kind)}
        >
          <Trash2 aria-hidden="true" /> {t(`yourData.erase.${kind}.button`)}
        </Button>
      ))}
      <Dialog.Root
        open={asking !== null}
        onOpenChange={(details) => (details.open ? null : setAsking(null))}
        placement="center"
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              {asking ? (
                <>
                  <Dialog.Header>
                    <Dialog.Title>{t(`yourData.erase.${asking}.confirmTitle`)}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Text>{t(`yourData.erase.${asking}.confirmText`, { count: counts[asking] })}</Text>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">{t("yourData.erase.cancel")}</Button>
                    </Dialog.ActionTrigger>
                    <Button colorPalette="red" loading={erase.isPending} onClick={() => confirm(asking)}>
                      {t("yourData.erase.confirm")}
                    </Button>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t("yourData.erase.cancel")} />
                  </Dialog.CloseTrigger>
                </>
              ) : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Section>
  );
}

function Nominee({ data }: { data: DataSummaryRow }) {
  const { t } = useTranslation("profile");
  const save = useSaveNominee();
  const remove = useRemoveNominee();
  const failed = useFailureToast();
  const nominee = data.nominee;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NomineeInput, unknown, z.output<typeof nomineeSchema>>({
    resolver: zodResolver(nomineeSchema),
    defaultValues: nominee
      ? { name: nominee.name, email: nominee.email, relationship: nominee.relationship }
      : { name: "", email: "", relationship: "spouse" },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      showToast({
        title: t("yourData.nominee.saved"),
        description: t("yourData.nominee.told"),
        type: "success",
      });
    } catch (error) {
      failed(error);
    }
  });
  function removeNominee() {
    remove.mutate(undefined, {
      onSuccess: () => {
        reset({ name: "", email: "", relationship: "spouse" });
        showToast({ title: t("yourData.nominee.removed"), type: "success" });
      },
      onError: failed,
    });
  }
  return (
    <Section title={t("yourData.nominee.title")} testId="data-nominee">
      <Text fontSize="sm" color="fg.secondary">
        {t("yourData.nominee.text")}
      </Text>
      {nominee ? (
        <Text fontWeight="semibold" data-testid="nominee-current">
          {t("yourData.nominee.current", {
            name: nominee.name,
            relationship: t(`yourData.nominee.relationships.${nominee.relationship}`),
          })}
        </Text>
      ) : null}
      <FormStack onSubmit={onSubmit}>
        <FormField label={t("yourData.nominee.name")} error={errors.name?.message} required>
          <Input autoComplete="off" maxLength={100} {...register("name")} />
        </FormField>
        <FormField label={t("yourData.nominee.email")} error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...register("email")} />
        </FormField>
        <FormField label={t("yourData.nominee.relationship")} error={errors.relationship?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("relationship")}>
              {NOMINEE_RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {t(`yourData.nominee.relationships.${relationship}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Button type="submit" colorPalette="teal" loading={isSubmitting}>
          {t("yourData.nominee.save")}
        </Button>
      </FormStack>
      {nominee ? (
        <Button variant="outline" colorPalette="red" onClick={removeNominee} loading={remove.isPending}>
          {t("yourData.nominee.remove")}
        </Button>
      ) : null}
    </Section>
  );
}

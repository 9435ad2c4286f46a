import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { INDIA_TIME_ZONE } from "@shared/calendar/indian-day.ts";
import {
  Database,
  Download,
  FileUp,
  MessageSquareWarning,
  PiggyBank,
  Repeat,
  RotateCcw,
  Users,
  Volume2,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { SignOutAllDevicesButton, SignOutButton } from "../../components/SignOutButton";
import { showToast } from "../../components/ui/toaster";
import { currentLanguage, i18n, numberingSystem } from "../../i18n/i18n";
import { htmlLang } from "../../i18n/language";
import { promptInstall, useCanInstall } from "../../lib/install-prompt";
import { useCurrentUser } from "../../lib/session";
import { playSound } from "../../lib/sounds";
import { useUpdateUserState, useUserState } from "../../lib/user-state";
import { AccountSettings } from "./AccountSettings";
import { AppearanceSetting } from "./AppearanceSetting";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DataLocation } from "./DataLocation";
import { DeleteAccount } from "./DeleteAccount";
import { LanguageSetting } from "./LanguageSetting";
import { LearnedPayees } from "./LearnedPayees";
import { MyCategories } from "./MyCategories";
import { NotificationSettings } from "./NotificationSettings";
import { PrivacyChoices } from "./PrivacyChoices";
import { SettingSwitch } from "./SettingSwitch";
import { UpiIdSetting } from "./UpiIdSetting";

/** "22 November 2026", or "Recently" when the date is unknown (docs/product.md §2.16), in the app's language. */
export function memberSince(createdAt: string | null | undefined): string {
  const recently = i18n.t("profile:recently");
  if (!createdAt) return recently;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return recently;
  return new Intl.DateTimeFormat(htmlLang(currentLanguage()), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: INDIA_TIME_ZONE,
    numberingSystem: numberingSystem(),
  }).format(date);
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <Box bg="bg.panel" rounded="xl" borderWidth="1px" p="4">
      {children}
    </Box>
  );
}

export default function ProfilePage() {
  const { user } = useCurrentUser();
  const email = user?.email ?? "";
  const navigate = useNavigate();
  // Kept on the server, so the choice follows the user to every device (docs/product.md §10.8).
  const { state, loaded } = useUserState(email);
  const updateState = useUpdateUserState(email);
  const canInstall = useCanInstall();
  const [installing, setInstalling] = useState(false);
  const { t } = useTranslation(["profile", "auth", "recurring", "households", "goals"]);

  function changeSound(on: boolean) {
    updateState({ soundEnabled: on });
    if (on) playSound("toggle", true);
  }

  function showTourAgain() {
    // docs/product.md §4: forget welcome and tour, and greet the user as new again.
    updateState({ welcomeSeen: false, tourCompleted: false, replayWelcome: true });
    navigate("/");
  }

  async function install() {
    setInstalling(true);
    try {
      const outcome = await promptInstall();
      if (outcome === "unavailable") {
        showToast({
          title: t("installUnavailableTitle"),
          description: t("installUnavailable"),
          type: "info",
        });
      } else if (outcome === "dismissed") {
        showToast({
          title: t("installCancelledTitle"),
          description: t("installCancelled"),
          type: "info",
        });
      }
    } catch {
      showToast({
        title: t("installFailedTitle"),
        description: t("auth:genericError"),
        type: "error",
      });
    } finally {
      setInstalling(false);
    }
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t("title")}
      </Heading>
      <Section>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.secondary">
            {t("email")}
          </Text>
          <Text fontWeight="semibold" data-testid="profile-email">
            {email}
          </Text>
          <Text fontSize="sm" color="fg.secondary" mt="2">
            {t("memberSince")}
          </Text>
          <Text fontWeight="semibold" data-testid="member-since">
            {memberSince(user?.createdAt)}
          </Text>
        </Stack>
      </Section>
      <Section>
        <AccountSettings user={user} />
      </Section>
      <Section>
        <UpiIdSetting user={user} />
      </Section>
      <Section>
        <ChangePasswordForm />
      </Section>
      <Section>
        <LanguageSetting />
      </Section>
      <Section>
        <AppearanceSetting />
      </Section>
      <Section>
        <NotificationSettings />
      </Section>
      <Section>
        <PrivacyChoices />
      </Section>
      <Section>
        <MyCategories />
      </Section>
      <Section>
        <LearnedPayees />
      </Section>
      <Section>
        <SettingSwitch
          icon={<Volume2 size={20} aria-hidden="true" />}
          label={t("sound")}
          hint={t("soundHint")}
          checked={state.soundEnabled}
          disabled={!loaded}
          onChange={changeSound}
        />
      </Section>
      <Section>
        <Stack gap="3">
          <Button asChild variant="outline">
            <RouterLink to="/households">
              <Users aria-hidden="true" />
              {t("households:entry")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/recurring">
              <Repeat aria-hidden="true" />
              {t("recurring:title")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/goals">
              <PiggyBank aria-hidden="true" />
              {t("goals:title")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/import">
              <FileUp aria-hidden="true" />
              {t("import")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/profile/data">
              <Database aria-hidden="true" />
              {t("yourData.entry")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/concerns">
              <MessageSquareWarning aria-hidden="true" />
              {t("concerns.entry")}
            </RouterLink>
          </Button>
          <Button variant="outline" onClick={showTourAgain}>
            <RotateCcw aria-hidden="true" />
            {t("tourAgain")}
          </Button>
          {canInstall ? (
            <Button colorPalette="teal" onClick={install} loading={installing}>
              <Download aria-hidden="true" />
              {t("install")}
            </Button>
          ) : null}
          <SignOutButton size="md" />
          <SignOutAllDevicesButton size="md" />
        </Stack>
      </Section>
      <Section>
        <DataLocation />
      </Section>
      <Section>
        <DeleteAccount email={email} />
      </Section>
    </Stack>
  );
}

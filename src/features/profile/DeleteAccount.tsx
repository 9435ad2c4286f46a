import { Button, CloseButton, Dialog, Field, Heading, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../components/ui/toaster";
import { translateMessage } from "../../i18n/messages";
import { api, serverMessage } from "../../lib/api";
import { storedSessionUserId } from "../../lib/auth-storage";
import { eraseUserFromDevice } from "../../lib/device-data";
import { endSessionHere } from "../../lib/sign-out";
import { userStorage } from "../../lib/user-storage";

/**
 * Delete my account: behind the password (an account made with Google confirms by having signed in
 * in the last few minutes). Afterwards this device erases everything it kept of the user (their
 * offline data, queued changes, per-user keys, the service worker's caches) and shows the landing page.
 */
export function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation(["profile", "common"]);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      api.request<{ message: string }>("DELETE", "/account", { password: password || undefined }),
    onSuccess: async () => {
      const userId = storedSessionUserId();
      if (userId) {
        // The server already ended every session; this drops the one this device still holds (begun
        // first, so the refused session is never taken for one ended elsewhere).
        const ending = endSessionHere(userId);
        await eraseUserFromDevice(userId, email);
        await ending;
      } else userStorage.forgetUser(email);
      queryClient.clear();
      showToast({
        title: t("deletion.doneTitle"),
        description: t("deletion.done"),
        type: "success",
      });
      navigate("/", { replace: true });
    },
  });

  return (
    <Stack gap="2">
      <Heading as="h2" size="sm" color="red.fg">
        {t("deletion.title")}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t("deletion.text")}
      </Text>
      <Button variant="outline" colorPalette="red" alignSelf="start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> {t("deletion.button")}
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (!details.open) {
            setPassword("");
            remove.reset();
          }
        }}
        placement="center"
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t("deletion.confirmTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <form
                  id="delete-account-form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    remove.mutate();
                  }}
                >
                  <Stack gap="3">
                    <Text>{t("deletion.confirmText")}</Text>
                    <Field.Root invalid={remove.isError}>
                      <Field.Label>{t("deletion.password")}</Field.Label>
                      <Input
                        type="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                      {remove.isError ? (
                        <Field.ErrorText>
                          {translateMessage(serverMessage(remove.error)) ?? t("deletion.failed")}
                        </Field.ErrorText>
                      ) : (
                        <Field.HelperText color="fg.muted">{t("deletion.googleHint")}</Field.HelperText>
                      )}
                    </Field.Root>
                  </Stack>
                </form>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {t("deletion.cancel")}
                </Button>
                <Button
                  colorPalette="red"
                  type="submit"
                  form="delete-account-form"
                  loading={remove.isPending}
                >
                  {t("deletion.confirm")}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common:close")} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

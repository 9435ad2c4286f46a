import { Button, CloseButton, Dialog, Field, Heading, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../components/ui/toaster";
import { api, serverMessage } from "../../lib/api";
import { userStorage } from "../../lib/user-storage";

/**
 * Delete my account: behind the password (an account made with Google confirms by having signed in
 * in the last few minutes). Afterwards this device forgets the user too and shows the landing page.
 */
export function DeleteAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      api.request<{ message: string }>("DELETE", "/account", { password: password || undefined }),
    onSuccess: async () => {
      userStorage.forgetUser(email);
      // The server already ended every session; this drops the one this device still holds.
      const { supabase } = await import("../../lib/supabase");
      await supabase.auth.signOut({ scope: "local" });
      queryClient.clear();
      showToast({
        title: "Account Deleted",
        description: "Your account and all your data have been deleted.",
        type: "success",
      });
      navigate("/", { replace: true });
    },
  });

  return (
    <Stack gap="2">
      <Heading as="h2" size="sm" color="red.fg">
        Delete my account
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Removes your account, every expense, budget, alert, import and receipt photo, on every device. This
        cannot be undone; export your expenses from History first if you want to keep them.
      </Text>
      <Button variant="outline" colorPalette="red" alignSelf="start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete my account
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
                <Dialog.Title>Delete your account?</Dialog.Title>
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
                    <Text>Everything of yours in Paisa Coach will be deleted for good.</Text>
                    <Field.Root invalid={remove.isError}>
                      <Field.Label>Your password</Field.Label>
                      <Input
                        type="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                      {remove.isError ? (
                        <Field.ErrorText>
                          {serverMessage(remove.error) ??
                            "Your account could not be deleted. Please try again."}
                        </Field.ErrorText>
                      ) : (
                        <Field.HelperText color="fg.muted">
                          Signed up with Google? Sign out, sign in again, and delete within 5 minutes: no
                          password needed.
                        </Field.HelperText>
                      )}
                    </Field.Root>
                  </Stack>
                </form>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button
                  colorPalette="red"
                  type="submit"
                  form="delete-account-form"
                  loading={remove.isPending}
                >
                  Delete everything
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

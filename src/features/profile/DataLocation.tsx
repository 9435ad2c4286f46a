import { Heading, Stack, Text } from "@chakra-ui/react";

/** Set at build time for a hosted project, e.g. VITE_DATA_REGION="Mumbai, India (ap-south-1)". */
const region: string | undefined = import.meta.env.VITE_DATA_REGION || undefined;

/** Where the user's data lives and who can read it. */
export function DataLocation() {
  return (
    <Stack gap="2" data-testid="data-location">
      <Heading as="h2" fontSize="md" fontWeight="semibold">
        Where your data lives
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        Your account, budget, expenses, categories and coach progress are kept in Paisa Coach's database
        {region ? ` in ${region}` : ""}, and receipt photos in private storage beside it. Only your account
        can read them: the database checks every request. This phone keeps a copy only to open faster, so
        signing in on another device shows the same.
      </Text>
    </Stack>
  );
}

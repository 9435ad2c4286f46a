import { Button, Center, Heading, Text, VStack } from "@chakra-ui/react";
import { Link } from "react-router-dom";

export default function NotFoundPage() {
  return (
    <Center minH="50dvh">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.secondary">Sorry, we couldn't find the page you're looking for.</Text>
        <Button asChild colorPalette="teal">
          <Link to="/">Go to Home</Link>
        </Button>
      </VStack>
    </Center>
  );
}

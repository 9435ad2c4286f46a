import { Blockquote, Card, Heading, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useIndianToday } from "../../lib/use-indian-today";
import { quoteForDay } from "./daily-wisdom";

/** The quote of the Indian day (docs/product.md §1.3: 16 quotes, English and Hindi mix). */
export function WisdomCard() {
  const quote = quoteForDay(useIndianToday());
  const { t } = useTranslation("coach");
  return (
    <Card.Root data-testid="wisdom-card" variant="subtle">
      <Card.Body gap="2">
        <Heading as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted">
          {t("wisdom.title")}
        </Heading>
        <Blockquote.Root>
          <Blockquote.Content>
            <Text fontStyle="italic" data-testid="wisdom-quote">
              {quote.text}
            </Text>
          </Blockquote.Content>
        </Blockquote.Root>
        {quote.meaning ? (
          <Text fontSize="xs" color="fg.muted" data-testid="wisdom-meaning">
            {quote.meaning}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

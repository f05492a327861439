import { Accordion } from '@chakra-ui/react';
import type { FaqItem } from '../content/faq-items';

/** FAQ entries in an accordion in which several items may be open at once. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root multiple collapsible variant="enclosed" bg="white" borderRadius="xl">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.ItemTrigger py="4" fontWeight="semibold" fontSize="md" color="gray.900" cursor="pointer">
            {item.question}
            <Accordion.ItemIndicator ms="auto" />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="gray.700">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

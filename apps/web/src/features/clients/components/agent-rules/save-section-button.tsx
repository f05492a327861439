import { Button, Flex } from '@chakra-ui/react';

/** The one Save button of a settings card. */
export function SaveSectionButton({ label, saving, onSave }: { label: string; saving: boolean; onSave: () => void }) {
  return (
    <Flex justify="flex-end">
      <Button colorPalette="blue" loading={saving} onClick={onSave} aria-label={label}>
        Save
      </Button>
    </Flex>
  );
}

import { Button, Flex, Stack } from '@chakra-ui/react';
import type { RuleIssue } from '@receptionist/contracts';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../../components/ui/section-card';
import { RuleErrors } from './rule-field-errors';

interface SettingSectionCardProps {
  title: string;
  description: string;
  /** The broken rules of a structured setting; those about the whole of it show above its fields. */
  issues?: readonly RuleIssue[];
  /** The Save button's accessible name, naming what it saves. */
  saveLabel: string;
  saving: boolean;
  onSave: () => Promise<void>;
  /** Another action, on the left of Save. */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/** A card of the agent settings: its fields and its one Save button. */
export function SettingSectionCard({ title, description, issues, saveLabel, saving, onSave, secondaryAction, children }: SettingSectionCardProps) {
  return (
    <SectionCard title={title} description={description}>
      <Stack gap="4">
        <RuleErrors issues={issues} path="" />
        {children}
        <Flex gap="3" wrap="wrap">
          {secondaryAction}
          <Button colorPalette="blue" ms="auto" loading={saving} onClick={() => void onSave()} aria-label={saveLabel}>
            Save
          </Button>
        </Flex>
      </Stack>
    </SectionCard>
  );
}

import { Box, Button, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { MAX_QA_ENTRIES, type QaEntry, QA_ANSWER_MAX_LENGTH, QA_QUESTION_MAX_LENGTH, storedStructuredSetting } from '@receptionist/contracts';
import { useState } from 'react';
import type { ClientRecord } from '../../api/my-client';
import { useStructuredSettingSave } from '../../api/update-client-setting';
import { LabelledCheckbox } from '../../../../components/ui/labelled-checkbox';
import { RuleErrors } from './rule-field-errors';
import { SettingSectionCard } from './setting-section-card';

const newId = () => crypto.randomUUID().slice(0, 8);

/** The questions and answers the receptionist answers from, in the owner's order; a disabled one is kept but not used. */
export function KnowledgeCard({ client }: { client: ClientRecord }) {
  const [entries, setEntries] = useState<QaEntry[]>(() => storedStructuredSetting('knowledge', client.knowledge));
  const { issues, saving, save } = useStructuredSettingSave(client, 'knowledge');

  const update = (index: number, patch: Partial<QaEntry>) => setEntries(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...entries];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setEntries(next);
  };

  return (
    <SettingSectionCard
      title="Questions and Answers"
      description="What the receptionist tells callers who ask. It uses the enabled entries, in this order."
      issues={issues}
      saveLabel="Save questions and answers"
      saving={saving}
      onSave={() => save(entries)}
      secondaryAction={
        <Button
          variant="outline"
          disabled={entries.length >= MAX_QA_ENTRIES}
          onClick={() => setEntries([...entries, { id: newId(), question: '', answer: '', enabled: true }])}
        >
          Add question
        </Button>
      }
    >
      {entries.length === 0 && <Text color="gray.600">No questions yet</Text>}
      {entries.map((entry, index) => {
        const number = index + 1;
        return (
          <Box key={entry.id} role="group" aria-label={`Q&A ${number}`} borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="2">
              <Field.Root invalid={issues.some((issue) => issue.path === `${index}.question`)}>
                <Field.Label>Question {number}</Field.Label>
                <Input
                  value={entry.question}
                  maxLength={QA_QUESTION_MAX_LENGTH}
                  onChange={(event) => update(index, { question: event.target.value })}
                />
                <RuleErrors issues={issues} path={`${index}.question`} />
              </Field.Root>
              <Field.Root invalid={issues.some((issue) => issue.path === `${index}.answer`)}>
                <Field.Label>Answer {number}</Field.Label>
                <Textarea
                  value={entry.answer}
                  maxLength={QA_ANSWER_MAX_LENGTH}
                  rows={3}
                  onChange={(event) => update(index, { answer: event.target.value })}
                />
                <RuleErrors issues={issues} path={`${index}.answer`} />
              </Field.Root>
              <RuleErrors issues={issues} path={`${index}.id`} />
              <Flex gap="2" align="center" wrap="wrap">
                <LabelledCheckbox label={`Enabled (Q&A ${number})`} checked={entry.enabled} onChange={(enabled) => update(index, { enabled })} />
                <Flex gap="1" ms="auto" wrap="wrap">
                  <Button size="xs" variant="outline" disabled={index === 0} aria-label={`Move Q&A ${number} up`} onClick={() => move(index, -1)}>
                    Up
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={index === entries.length - 1}
                    aria-label={`Move Q&A ${number} down`}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete Q&A ${number}`}
                    onClick={() => setEntries(entries.filter((_, at) => at !== index))}
                  >
                    Delete
                  </Button>
                </Flex>
              </Flex>
            </Stack>
          </Box>
        );
      })}
    </SettingSectionCard>
  );
}

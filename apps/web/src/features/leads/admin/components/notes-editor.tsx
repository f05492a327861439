import { Button, Field, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { DemoRequestDetails } from '../api/demo-request';
import { PlainTextarea } from '../../components/plain-textarea';
import type { ActionOutcome } from '../hooks/use-request-actions';

type SaveNotes = (notes: string, expectedRevision: number) => Promise<ActionOutcome>;

/**
 * Admin Notes with 'Save Notes'. Until the admin types, the box follows the live request; an edit remembers the
 * revision it started from, so saving over someone else's newer change is refused (and the fresh notes shown).
 */
export function NotesEditor({ request, onSave }: { request: DemoRequestDetails; onSave: SaveNotes }) {
  const [draft, setDraft] = useState<{ text: string; basedOn: number; saved: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  // A saved draft shows until the refetched request (a newer revision) replaces it.
  const following = draft === null || (draft.saved && request.revision !== draft.basedOn);
  const text = following ? (request.notes ?? '') : draft.text;
  const basedOn = following ? request.revision : draft.basedOn;

  async function save() {
    setSaving(true);
    const outcome = await onSave(text, basedOn);
    setSaving(false);
    if (outcome === 'ok') setDraft({ text, basedOn, saved: true });
    if (outcome === 'conflict') setDraft(null);
  }

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Admin Notes</Field.Label>
        <PlainTextarea
          rows={4}
          value={text}
          placeholder="Add notes about this request..."
          onChange={(event) => setDraft({ text: event.target.value, basedOn, saved: false })}
        />
      </Field.Root>
      <Button alignSelf="flex-start" colorPalette="brand" size="sm" onClick={() => void save()} disabled={saving}>
        Save Notes
      </Button>
    </Stack>
  );
}

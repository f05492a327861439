import type { DemoRequestStatus } from '@receptionist/contracts';
import { useState } from 'react';
import type { DemoRequestRow } from '../api/demo-requests';
import type { ActionOutcome } from '../hooks/use-request-actions';
import { SelectBox } from './select-box';
import { STATUS_OPTIONS } from './request-format';

type ChangeStatus = (id: string, status: DemoRequestStatus, expectedRevision: number) => Promise<ActionOutcome>;

/** The inline status selector of a list row; shows the chosen status until the refetched row replaces it. */
export function RowStatusSelect({ request, name, onChange }: { request: DemoRequestRow; name: string; onChange: ChangeStatus }) {
  const [chosen, setChosen] = useState<{ status: DemoRequestStatus; atRevision: number } | null>(null);
  const saving = chosen !== null && chosen.atRevision === request.revision;

  async function choose(status: DemoRequestStatus) {
    setChosen({ status, atRevision: request.revision });
    if ((await onChange(request.id, status, request.revision)) !== 'ok') setChosen(null);
  }

  return (
    <SelectBox
      label={`Status of ${name}`}
      value={saving ? chosen.status : request.status}
      disabled={saving}
      onChange={(value) => void choose(value as DemoRequestStatus)}
    >
      {STATUS_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectBox>
  );
}

import { Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SettingField } from '@receptionist/contracts';
import { type ClientRecord, SETTING_PROPERTIES } from '../api/my-client';
import { useRestoreSetting } from '../api/restore-setting';
import { HISTORY_CHANGES, type SettingsHistoryEntry, useSettingsHistory } from '../api/settings-history';
import { formatCallDate } from './format-date';
import { Pager } from './pager';
import { SectionCard } from '../../../components/ui/section-card';
import { SETTING_LABELS, settingValueText } from './setting-display';
import { notifySettingsFailed, notifySettingsSaved } from './settings-toasts';
import { TableScroller } from '../../../components/ui/table-scroller';

const PAGE_SIZE = 20;

/** Every audited settings change, newest first: who, when, field, before → after, with Restore of the value before. */
export function SettingsHistoryCard({ client }: { client: ClientRecord }) {
  const [offset, setOffset] = useState(0);
  const [result] = useSettingsHistory({ limit: PAGE_SIZE, offset });
  const [restoring, restore] = useRestoreSetting();
  const history = result.data?.settingsHistory;

  async function restoreEntry(entry: SettingsHistoryEntry) {
    const answer = await restore({ historyId: entry.id }, HISTORY_CHANGES);
    if (answer.error) notifySettingsFailed();
    else notifySettingsSaved();
  }

  const isCurrent = (entry: SettingsHistoryEntry) => (client[SETTING_PROPERTIES[entry.field as SettingField]] ?? '') === (entry.from ?? '');

  return (
    <SectionCard
      title="Settings History"
      description="Every change to your agent settings. Restore puts a field back to its value before that change."
    >
      {history && history.total === 0 ? (
        <Text color="gray.600">No changes yet</Text>
      ) : (
        <>
          <TableScroller label="Settings history">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {['When', 'Who', 'Field', 'Before', 'After', ''].map((column) => (
                    <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(history?.items ?? []).map((entry) => (
                  <Table.Row key={entry.id} data-history-field={entry.field}>
                    <Table.Cell whiteSpace="nowrap">{formatCallDate(entry.changedAt)}</Table.Cell>
                    <Table.Cell>{entry.changedByEmail ?? 'Unknown'}</Table.Cell>
                    <Table.Cell>{SETTING_LABELS[entry.field as SettingField]}</Table.Cell>
                    <Table.Cell>{settingValueText(entry.field as SettingField, entry.from)}</Table.Cell>
                    <Table.Cell>{settingValueText(entry.field as SettingField, entry.to)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {!isCurrent(entry) && (
                        <Button size="xs" variant="outline" disabled={restoring.fetching} onClick={() => void restoreEntry(entry)}>
                          Restore
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroller>
          <Pager offset={offset} limit={PAGE_SIZE} total={history?.total ?? 0} onOffsetChange={setOffset} />
        </>
      )}
    </SectionCard>
  );
}

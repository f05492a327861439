import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { type CallMessage, useCallMessages, useMarkMessageHandled } from '../api/call-messages';
import { useRowAction } from '../api/use-row-action';
import { CallDetailsDrawer } from '../components/call-details-drawer';
import { MessagesTable } from '../components/messages-table';
import { CursorPager } from '../components/cursor-pager';
import { ViewSwitch } from '../components/view-switch';

const PAGE_SIZE = 20;

type Status = 'all' | 'unhandled' | 'handled';

const VIEWS: readonly { value: Status; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No messages' },
  { value: 'unhandled', label: 'Unhandled', empty: 'No unhandled messages' },
  { value: 'handled', label: 'Handled', empty: 'No handled messages' },
];

function MessageList({ status, onViewCall }: { status: Status; onViewCall: (callId: string) => void }) {
  const pages = useCursorPages(PAGE_SIZE, status);
  const [result, refresh] = useCallMessages({ status, first: PAGE_SIZE, after: pages.after });
  const [, markHandled] = useMarkMessageHandled();
  const { busyId, run } = useRowAction(refresh);
  const page = result.data?.callMessages;

  function mark(message: CallMessage, handled: boolean) {
    const who = message.callerName ?? message.callbackNumber;
    return run(message.id, () => markHandled({ id: message.id, handled }), {
      title: handled ? 'Message handled' : 'Message reopened',
      description: handled ? `The message from ${who} is handled` : `The message from ${who} is waiting again`,
    });
  }

  return (
    <Stack gap="4">
      <MessagesTable
        messages={page?.items ?? []}
        emptyText={!page ? (result.error ? 'Could not load the messages' : 'Loading...') : (VIEWS.find((view) => view.value === status)?.empty ?? '')}
        busyId={busyId}
        onMarkHandled={(message, handled) => void mark(message, handled)}
        onViewCall={(message) => onViewCall(message.callId)}
      />
      <CursorPager pages={pages} page={page && { total: page.total, shown: page.items.length, nextCursor: page.nextCursor }} />
    </Stack>
  );
}

/** /dashboard/messages: the messages callers left with the receptionist, waiting ones (urgent first) on top. */
export function MessagesPage() {
  usePageMeta('Messages', 'The messages callers left with your AI receptionist: call back, then mark them handled.');
  const [status, setStatus] = useState<Status>('all');
  const [openCallId, setOpenCallId] = useState<string | null>(null);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Messages
      </Heading>
      <SectionCard title="Inbox" description="Waiting messages come first, urgent ones on top.">
        <Stack gap="4">
          <ViewSwitch label="Show messages" value={status} options={VIEWS} onChange={setStatus} />
          <MessageList status={status} onViewCall={setOpenCallId} />
        </Stack>
      </SectionCard>
      <CallDetailsDrawer callId={openCallId} onClose={() => setOpenCallId(null)} />
    </Stack>
  );
}

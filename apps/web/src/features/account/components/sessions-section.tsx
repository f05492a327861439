import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '../../../lib/auth/auth-types';
import { useAuth } from '../../../lib/auth/use-auth';
import { notifyError } from '../../../lib/auth/notify';
import { useBusyAction } from './use-busy-action';
import { SectionCard } from '../../../components/ui/section-card';
import { deviceLabel } from './device-label';

const when = (iso: string) => new Date(iso).toLocaleString();

/** The user's live sessions; 'Sign out' ends one (this device's: a normal sign-out). */
export function SessionsSection() {
  const { client, account } = useAuth();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [busy, run] = useBusyAction();

  const load = useCallback(() => account.listSessions().then(setSessions, notifyError), [account]);
  useEffect(() => {
    void load();
  }, [load]);

  const signOut = (session: SessionInfo) =>
    run(async () => {
      if (session.current) return client.signOut('local');
      await account.revokeSession(session.id);
      await load();
    });

  return (
    <SectionCard title="Active sessions" description="Devices signed in to your account.">
      <Stack as="ul" gap="3" listStyleType="none">
        {sessions?.map((session) => (
          <HStack as="li" key={session.id} justify="space-between" wrap="wrap" gap="3" borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="0">
              <HStack>
                {/* The raw user-agent string stays one hover (or long-press) away. */}
                <Text fontWeight="medium" title={session.user_agent ?? undefined}>
                  {deviceLabel(session.user_agent)}
                </Text>
                {session.current && <Badge colorPalette="green">This device</Badge>}
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {session.ip ?? 'Unknown address'} · signed in {when(session.created_at)} · active {when(session.updated_at)}
              </Text>
            </Stack>
            <Button size="sm" variant="outline" onClick={() => void signOut(session)} disabled={busy}>
              Sign out
            </Button>
          </HStack>
        ))}
      </Stack>
    </SectionCard>
  );
}

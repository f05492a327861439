import { Code, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import type { SystemStatus } from '../api/system-status';
import { SectionCard } from '../../../components/ui/section-card';
import { AreaPage } from '../../../components/ui/area-page';
import { ProjectorsTable } from '../components/projectors-table';
import { SettingsLeadMails } from '../components/settings-lead-mails';
import { SettingsTeamRoles } from '../components/settings-team-roles';
import { useSystemStatus } from '../api/system-status';

const STORE_NAMES: Record<string, string> = {
  sqlite: 'SQLite (embedded)',
  kurrentdb: 'KurrentDB',
  mongodb: 'MongoDB',
};

function StoreFacts({ status }: { status: SystemStatus }) {
  const facts = [
    ['Event store', STORE_NAMES[status.eventStore] ?? status.eventStore],
    ['Read store', STORE_NAMES[status.readStore] ?? status.readStore],
    ['Head position', String(status.headPosition)],
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {facts.map(([label, value]) => (
        <Stack key={label} gap="0" p="3" borderWidth="1px" borderRadius="md">
          <Text fontSize="sm" color="gray.600">
            {label}
          </Text>
          <Text fontWeight="semibold" data-testid={label}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** /admin/settings: the state of the stores and projectors (retry or skip a failed one), team roles, and how to add admins. */
export function AdminSettingsPage() {
  usePageMeta('Settings', 'System status of the AI Receptionist service and administrator set-up.');
  const { status, busy, act } = useSystemStatus();
  return (
    <AreaPage title="Settings" description="System status, team roles and administrators.">
      <SectionCard
        title="System Status"
        description="Projectors turn the event log into the read models the screens show. Refreshed every 5 seconds."
      >
        {status ? (
          <Stack gap="4">
            <StoreFacts status={status} />
            <ProjectorsTable status={status} busy={busy} onAct={(name, action) => void act(name, action)} />
          </Stack>
        ) : (
          <Spinner size="sm" role="status" aria-label="Loading system status" />
        )}
      </SectionCard>
      <SettingsLeadMails />
      <SettingsTeamRoles />
      <SectionCard title="Administrators">
        <Stack gap="3">
          <Text>
            Roles are granted above to users who already have an account. The first administrator is added from the server's command line, with access
            to its data directory. The command creates a confirmed administrator. An existing unconfirmed account gets the given password and its
            sessions end; an existing confirmed account is only made an administrator with --promote (its password is then left unchanged):
          </Text>
          <Code display="block" p="3" whiteSpace="pre-wrap">
            npm run admin:create -- --email E --password P
          </Code>
          <Text fontSize="sm" color="gray.600">
            The password must meet the sign-up rules. The new administrator signs in at /auth and lands on this admin area.
          </Text>
        </Stack>
      </SectionCard>
    </AreaPage>
  );
}

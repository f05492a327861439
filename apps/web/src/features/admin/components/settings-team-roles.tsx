import { Badge, Button, Dialog, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { STAFF_ROLE_LABELS, STAFF_ROLE_MESSAGES, STAFF_ROLE_NAMES, type StaffRoleName } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { useClient } from 'urql';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { SectionCard } from '../../../components/ui/section-card';
import { toaster } from '../../../components/ui/toaster';
import { graphQLErrorMessage } from '../../../lib/graphql/graphql-error';
import { useGraphQLQuery } from '../../../lib/graphql/use-graphql';
import { GRANT_ROLE, REVOKE_ROLE, TEAM_MEMBERS, type TeamMember, USER_BY_EMAIL } from '../api/team-roles';

interface Change {
  member: TeamMember;
  role: StaffRoleName;
  grant: boolean;
}

function ConfirmChange({ change, busy, onConfirm, onClose }: { change: Change | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const label = change ? STAFF_ROLE_LABELS[change.role] : '';
  return (
    <Dialog.Root open={change !== null} onOpenChange={(event) => !event.open && onClose()} role="alertdialog">
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>{change?.grant ? `Grant ${label}?` : `Revoke ${label}?`}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text>
            {change?.grant ? 'Grant' : 'Revoke'} the role “{label}” {change?.grant ? 'to' : 'from'} {change?.member.email}. It takes effect on their
            next request.
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette={change?.grant ? 'brand' : 'red'} loading={busy} onClick={onConfirm}>
            {change?.grant ? 'Grant' : 'Revoke'}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}

function MemberRow({ member, onChange }: { member: TeamMember; onChange: (change: Change) => void }) {
  return (
    <Stack gap="2" p="3" borderWidth="1px" borderRadius="md" data-testid="team-member" data-email={member.email}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{member.email}</Text>
          <Text fontSize="sm" color="gray.600">
            {member.fullName}
          </Text>
        </Stack>
        <HStack gap="1" wrap="wrap">
          {member.roles.map((role) => (
            <Badge key={role} colorPalette={role === 'admin' ? 'purple' : 'teal'}>
              {STAFF_ROLE_LABELS[role as StaffRoleName] ?? 'Client'}
            </Badge>
          ))}
        </HStack>
      </HStack>
      <HStack gap="2" wrap="wrap">
        {STAFF_ROLE_NAMES.map((role) => {
          const held = member.roles.includes(role);
          return (
            <Button key={role} size="xs" variant={held ? 'outline' : 'subtle'} onClick={() => onChange({ member, role, grant: !held })}>
              {held ? `Revoke ${STAFF_ROLE_LABELS[role]}` : `Grant ${STAFF_ROLE_LABELS[role]}`}
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}

/** "Team & roles" in /admin/settings: who holds admin or analyst roles, a search by e-mail, grant and revoke with confirmation. */
export function SettingsTeamRoles() {
  const urql = useClient();
  const team = useGraphQLQuery(TEAM_MEMBERS);
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<TeamMember | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    const result = await urql.query(USER_BY_EMAIL, { email: email.trim() }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) {
      toaster.create({ type: 'error', title: 'Error', description: graphQLErrorMessage(result.error) });
      return;
    }
    setFound(result.data?.userByEmail ?? null);
    setNotFound(!result.data?.userByEmail);
  }

  async function confirm() {
    if (!change) return;
    setBusy(true);
    const variables = { userId: change.member.id, role: change.role };
    const result = change.grant ? await urql.mutation(GRANT_ROLE, variables).toPromise() : await urql.mutation(REVOKE_ROLE, variables).toPromise();
    setBusy(false);
    if (result.error) {
      toaster.create({ type: 'error', title: 'Error', description: graphQLErrorMessage(result.error) });
      return;
    }
    const label = STAFF_ROLE_LABELS[change.role];
    toaster.create({
      type: 'success',
      title: change.grant ? 'Role Granted' : 'Role Revoked',
      description: `${label} ${change.grant ? 'granted to' : 'revoked from'} ${change.member.email}`,
    });
    const data = result.data as { grantRole?: TeamMember; revokeRole?: TeamMember } | undefined;
    const updated = data?.grantRole ?? data?.revokeRole;
    if (updated && found?.id === updated.id) setFound(updated);
    setChange(null);
    team.refresh();
  }

  const members = team.data?.teamMembers ?? [];
  return (
    <SectionCard
      title="Team & roles"
      description="Admins manage everything; analysts read the history and analytics screens, with personal data masked unless granted “Analyst: personal data”."
    >
      <Stack gap="4">
        <form onSubmit={(event) => void search(event)}>
          <HStack gap="2">
            <Input
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="user@example.com"
              aria-label="Find a user by e-mail"
              required
            />
            <Button type="submit" variant="outline">
              Find user
            </Button>
          </HStack>
        </form>
        {notFound && <Text color="gray.600">{STAFF_ROLE_MESSAGES.userNotFound}</Text>}
        {found && <MemberRow member={found} onChange={setChange} />}
        <Stack gap="2" aria-label="Team members" role="list">
          {members.map((member) => (
            <div role="listitem" key={member.id}>
              <MemberRow member={member} onChange={setChange} />
            </div>
          ))}
          {team.data && members.length === 0 && <Text color="gray.600">No admins or analysts yet</Text>}
        </Stack>
      </Stack>
      <ConfirmChange change={change} busy={busy} onConfirm={() => void confirm()} onClose={() => setChange(null)} />
    </SectionCard>
  );
}

import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { PLAN_TYPES, PLANS, type PlanType } from '@receptionist/contracts';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import type { AdminClient } from '../api/admin-clients';
import { DialogSection } from './dialog-section';

const PLAN_OPTIONS = PLAN_TYPES.map((plan) => ({
  value: plan,
  label: `${PLANS[plan].label} · $${PLANS[plan].monthlyPrice}/month · ${PLANS[plan].minutesLimit.toLocaleString('en-US')} minutes`,
}));

export function ClientPlanSection({
  client,
  busy,
  onChangePlan,
}: {
  client: AdminClient;
  busy: boolean;
  onChangePlan: (plan: PlanType, label: string) => Promise<boolean>;
}) {
  // A pending request is preselected: acting on it is one click.
  const [plan, setPlan] = useState<PlanType>((client.requestedPlan ?? client.planType) as PlanType);
  return (
    <DialogSection title="Plan">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          Current plan:{' '}
          <Text as="span" fontWeight="semibold">
            {PLANS[client.planType as PlanType].label}
          </Text>
        </Text>
        {client.requestedPlan && <Badge colorPalette="orange">Requested: {PLANS[client.requestedPlan as PlanType].label}</Badge>}
      </HStack>
      {client.requestedPlan && (
        <Text fontSize="sm" color="gray.600">
          The owner asked to move to the {PLANS[client.requestedPlan as PlanType].label} plan. Changing to it completes the request.
        </Text>
      )}
      <HStack align="end" gap="3" wrap="wrap">
        <SelectField flex="1" minW="48" label="New plan" value={plan} options={PLAN_OPTIONS} onChange={setPlan} />
        <Button colorPalette="brand" loading={busy} disabled={plan === client.planType} onClick={() => void onChangePlan(plan, PLANS[plan].label)}>
          Change Plan
        </Button>
      </HStack>
    </DialogSection>
  );
}

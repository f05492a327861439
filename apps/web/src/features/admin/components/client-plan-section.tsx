import { Badge, Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PLAN_TYPES, PLANS, type PlanType } from '@receptionist/contracts';
import { useState } from 'react';
import type { AdminClient } from '../api/admin-client-queries';
import { DialogSection } from './dialog-section';

const planOption = (plan: PlanType) => `${PLANS[plan].label} · $${PLANS[plan].monthlyPrice}/month · ${PLANS[plan].minutesLimit.toLocaleString('en-US')} minutes`;

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
  const [plan, setPlan] = useState<PlanType>(client.requestedPlan ?? client.planType);
  return (
    <DialogSection title="Plan">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          Current plan:{' '}
          <Text as="span" fontWeight="semibold">
            {PLANS[client.planType].label}
          </Text>
        </Text>
        {client.requestedPlan && <Badge colorPalette="orange">Requested: {PLANS[client.requestedPlan].label}</Badge>}
      </HStack>
      {client.requestedPlan && (
        <Text fontSize="sm" color="gray.600">
          The owner asked to move to the {PLANS[client.requestedPlan].label} plan. Changing to it completes the request.
        </Text>
      )}
      <HStack align="end" gap="3" wrap="wrap">
        <Field.Root flex="1" minW="48">
          <Field.Label>New plan</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={plan} onChange={(event) => setPlan(event.target.value as PlanType)}>
              {PLAN_TYPES.map((type) => (
                <option key={type} value={type}>
                  {planOption(type)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="brand" loading={busy} disabled={plan === client.planType} onClick={() => void onChangePlan(plan, PLANS[plan].label)}>
          Change Plan
        </Button>
      </HStack>
    </DialogSection>
  );
}

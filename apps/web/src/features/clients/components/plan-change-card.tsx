import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PLAN_TYPES, PLANS } from '@receptionist/contracts';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { toaster } from '../../../components/ui/toaster';
import type { ClientRecord } from '../api/my-client';
import { useRequestPlanChange } from '../api/request-plan-change';
import { planLabel } from './plan-label';
import { SectionCard } from '../../../components/ui/section-card';

const PLAN_OPTIONS = PLAN_TYPES.map((plan) => ({ value: plan, label: `${PLANS[plan].label} ($${PLANS[plan].monthlyPrice}/month)` }));

/** Asks the admins for another plan; the pending request shows until they act on it. */
export function PlanChangeCard({ client }: { client: ClientRecord }) {
  const [plan, setPlan] = useState(client.requestedPlan ?? client.planType);
  const [request, requestPlanChange] = useRequestPlanChange();

  async function submit() {
    const result = await requestPlanChange({ plan });
    if (result.error) toaster.create({ type: 'error', title: 'Error', description: 'Failed to request the plan change' });
    else toaster.create({ type: 'success', title: 'Success', description: 'Plan change requested' });
  }

  return (
    <SectionCard title="Change Plan" description="Our team confirms plan changes, usually within 24 hours.">
      <Stack gap="4">
        <HStack align="flex-end" wrap="wrap">
          <SelectField maxW="xs" label="New plan" value={plan} options={PLAN_OPTIONS} onChange={setPlan} />
          <Button
            colorPalette="brand"
            onClick={() => void submit()}
            loading={request.fetching}
            disabled={plan === client.planType || plan === client.requestedPlan}
          >
            Request change
          </Button>
        </HStack>
        {client.requestedPlan && (
          <Text color="gray.600" data-testid="plan-request-pending">
            Requested: {planLabel(client.requestedPlan)} (pending approval)
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

export type AgentSolution = { name: string; summary: string; capabilities: string[] };

/** The three advertised agent types and their capabilities (product spec, section 1). */
export const agentSolutions: AgentSolution[] = [
  {
    name: 'Sales Agent',
    summary: 'Turns every sales call into a booked visit.',
    capabilities: ['Appointment scheduling', 'Inventory integration', 'Call transfers', 'SMS follow-ups', 'Answering questions'],
  },
  {
    name: 'Service Agent',
    summary: 'Keeps your service lane full without tying up your advisors.',
    capabilities: ['Real-time service scheduling', 'Repair order status updates', 'Advisor call routing', 'SMS follow-ups', 'Dealer info'],
  },
  {
    name: 'Missed Call Agent',
    summary: 'Picks up every call your team cannot, day or night.',
    capabilities: [
      'Sales appointment setting',
      'Service scheduler SMS link',
      'Inventory integration',
      'Call-back scheduling',
      'SMS follow-ups',
      'Answering questions',
    ],
  },
];

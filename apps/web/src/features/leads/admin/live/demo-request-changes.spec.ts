import { leadFacts } from './demo-request-changes';

const update = (facts: { type: string; id?: string }[] | undefined, changes = [{ collection: 'demo_requests', id: 'r1', deleted: false }]) => ({
  kind: 'update' as const,
  update: { projector: 'demo_requests', position: 1, changes, facts },
});

describe('the demo-request facts of a live update', () => {
  it('tells a submission from a change, as the server says', () => {
    expect(
      leadFacts(
        update([
          { type: 'lead.submitted', id: 'r1' },
          { type: 'lead.changed', id: 'r2' },
        ]),
      ),
    ).toEqual({ submitted: ['r1'], changed: ['r2'] });
  });

  it('counts every written request as changed when the update carries no facts', () => {
    expect(leadFacts(update(undefined))).toEqual({ submitted: [], changed: ['r1'] });
  });

  it('has none for other projectors and for a resync', () => {
    expect(leadFacts({ kind: 'update', update: { projector: 'call_logs', position: 1, facts: [{ type: 'calls.logged', clientId: 'c' }] } })).toEqual({
      submitted: [],
      changed: [],
    });
    expect(leadFacts({ kind: 'resync' })).toEqual({ submitted: [], changed: [] });
  });
});

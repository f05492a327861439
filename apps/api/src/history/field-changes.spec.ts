import { fieldChangesOf } from './field-changes';

describe('fieldChangesOf: before → after per event, folded generically', () => {
  it('lists the fields each event set differently, with their values before', () => {
    const changes = fieldChangesOf([
      { type: 'DemoRequestSubmitted', data: { requestId: 'r1', status: 'new', email: 'ada@example.com' } },
      { type: 'StatusChanged', data: { requestId: 'r1', from: 'new', to: 'contacted', changedAt: 't1' } },
      { type: 'StatusChanged', data: { requestId: 'r1', from: 'contacted', to: 'contacted', changedAt: 't1' } },
      { type: 'NotesSaved', data: { notes: { text: 'Call back' } } },
      { type: 'SettingsChanged.v2', data: { field: 'greeting_message', from: null, to: 'Hello' } },
    ]);
    expect(changes[0]).toEqual([
      { field: 'requestId', before: null, after: '"r1"' },
      { field: 'status', before: null, after: '"new"' },
      { field: 'email', before: null, after: '"ada@example.com"' },
    ]);
    expect(changes[1]).toEqual([
      { field: 'changedAt', before: null, after: '"t1"' },
      { field: 'status', before: '"new"', after: '"contacted"' },
    ]);
    expect(changes[2]).toEqual([]);
    expect(changes[3]).toEqual([{ field: 'notes', before: null, after: '{"text":"Call back"}' }]);
    expect(changes[4]).toEqual([{ field: 'greeting_message', before: null, after: '"Hello"' }]);
  });

  it('treats an event without object data as changing nothing', () => {
    expect(
      fieldChangesOf([
        { type: 'A', data: null },
        { type: 'B', data: [1, 2] },
        { type: 'C', data: 'x' },
      ]),
    ).toEqual([[], [], []]);
  });
});

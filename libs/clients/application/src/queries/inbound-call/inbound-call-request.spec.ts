import { parseInboundCallRequest } from './inbound-call-request';

describe('inbound-call request', () => {
  it('reads the called and calling numbers, trimmed, and an optional instant', () => {
    expect(parseInboundCallRequest({ called_number: ' +1 (555) 404-1200 ', caller_number: ' anonymous ' })).toEqual({
      calledNumber: '+1 (555) 404-1200',
      callerNumber: 'anonymous',
      at: null,
    });
    expect(parseInboundCallRequest({ called_number: '+15554041200', caller_number: 'x', at: '2026-11-26T09:30:00-08:00' }).at).toEqual(
      new Date('2026-11-26T17:30:00Z'),
    );
  });

  it.each([
    [[], 'Send a JSON object'],
    [{ caller_number: 'x' }, 'called_number is required (the number that rings)'],
    [{ called_number: 'call me', caller_number: 'x' }, 'called_number: Invalid phone number format'],
    [
      { called_number: '+1 555 0100', caller_number: 42 },
      'caller_number is required: the calling number as the platform shows it, at most 40 characters',
    ],
    [
      { called_number: '+1 555 0100', caller_number: 'x'.repeat(41) },
      'caller_number is required: the calling number as the platform shows it, at most 40 characters',
    ],
    [{ called_number: '+1 555 0100', caller_number: 'x', at: '2026-11-26T09:30' }, 'at must be an ISO-8601 instant (e.g. 2026-11-26T14:05:00Z)'],
    [{ called_number: '+1 555 0100', caller_number: 'x', at: '2026-13-45T09:30:00Z' }, 'at must be an ISO-8601 instant (e.g. 2026-11-26T14:05:00Z)'],
    [{ called_number: '+1 555 0100', caller_number: 'x', at: 1764149400 }, 'at must be an ISO-8601 instant (e.g. 2026-11-26T14:05:00Z)'],
  ])('refuses %j with a clear message', (body, message) => {
    expect(() => parseInboundCallRequest(body)).toThrow(message);
  });
});

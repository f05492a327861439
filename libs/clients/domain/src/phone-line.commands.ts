export type PhoneLineCommand = { type: 'ReservePhoneLine'; data: { clientId: string } } | { type: 'ReleasePhoneLine'; data: { clientId: string } };

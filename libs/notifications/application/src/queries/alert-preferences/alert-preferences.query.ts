export class AlertPreferencesQuery {
  constructor(readonly clientId: string) {}
}

export class LeadMailsQuery {
  constructor(readonly userId: string) {}
}

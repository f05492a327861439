export class AlertsQuery {
  constructor(
    readonly audience: string,
    readonly first: number,
  ) {}
}

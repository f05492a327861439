/** Where a command's change landed in the log (null: nothing changed), for the answer's read-your-writes. */
export interface WebhookCommandResult {
  endpointId: string;
  position: number | null;
}

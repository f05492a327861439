/** What an admin command reports: the global position of the recorded change, or null when nothing changed. */
export interface AdminCommandResult {
  position: number | null;
}

/** An administrator ends every session of one directory user (their browsers must sign in again). */
export class EndUserSessionsCommand {
  constructor(readonly userId: string) {}
}

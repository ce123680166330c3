/** A tool was declared under maintenance (its message and end), for the announcements to publish. */
export class MaintenanceDeclaredEvent {
  constructor(
    readonly toolId: string,
    readonly message: string,
    readonly until: string,
    readonly actor: { userId: string | null; fullname: string },
  ) {}
}

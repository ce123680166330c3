import type { Principal } from '../../../../platform/auth/principal';

/** deleteApps/{ids}: the comma-separated ids of the path. */
export class DeleteToolsCommand {
  constructor(
    readonly caller: Principal,
    readonly ids: string,
  ) {}
}

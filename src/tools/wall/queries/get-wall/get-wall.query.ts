import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';
import type { WallList } from '../../wall-filters';
import type { JsonPayload } from '../../wall-payloads';

/**
 * One list of the front page for a user: the wall, their managed tools or their subsidiary's
 * (spec: POST getApps/...). Answered as ready JSON bytes (an array of ToolCard), see WallPayloads.
 */
export class GetWallQuery extends Query<JsonPayload> {
  constructor(
    readonly caller: Principal,
    readonly userParam: string,
    readonly list: WallList,
    readonly language: Language,
  ) {
    super();
  }
}

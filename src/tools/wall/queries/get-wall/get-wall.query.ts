import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';
import type { WallList } from '../../wall-filters';
import type { VersionedJson } from '../../../../platform/http/encoded-json';

/**
 * One list of the front page for a user: the wall, their managed tools or their subsidiary's
 * (spec: POST getApps/...). Answered as JSON text (an array of ToolCard) with its version, see WallLists.
 */
export class GetWallQuery extends Query<VersionedJson> {
  constructor(
    readonly caller: Principal,
    readonly userParam: string,
    readonly list: WallList,
    readonly language: Language,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';
import type { ToolCard } from '../../../tool-card';
import type { WallList } from '../../wall-filters';

/** One list of the front page for a user: the wall, their managed tools or their subsidiary's (spec: POST getApps/...). */
export class GetWallQuery extends Query<ToolCard[]> {
  constructor(
    readonly caller: Principal,
    readonly userParam: string,
    readonly list: WallList,
    readonly language: Language,
  ) {
    super();
  }
}

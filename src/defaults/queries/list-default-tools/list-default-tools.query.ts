import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { DefaultToolView } from '../../default-tool.view';

export interface DefaultToolListCriteria {
  /** Part of the tool's title in any language (case- and accent-insensitive). */
  q?: string;
  /** getMany: these ids only. */
  ids?: string[];
  language?: string;
  subsidiaryId?: string | null;
  descending?: boolean;
  offset?: number;
  limit?: number;
}

/** The default tools the caller manages, in list order (position from 0), filtered and paged. */
export class ListDefaultToolsQuery extends Query<{ data: DefaultToolView[]; total: number }> {
  constructor(
    readonly caller: Principal,
    readonly criteria: DefaultToolListCriteria = {},
  ) {
    super();
  }
}

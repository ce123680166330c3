import { Query } from '@nestjs/cqrs';
import type { StatusHistory } from '../../../contracts/tool-status-rules';

export type { StatusHistory };

/** A tool's check, status and history for its back-office page: the last 24 hours and 30 days. */
export class GetStatusHistoryQuery extends Query<StatusHistory> {
  constructor(readonly toolId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';

/**
 * How many live (not deleted) tools are placed in this subsidiary. Asked before a subsidiary's deletion,
 * answered by `tools`, which sits above subsidiaries.
 */
export class CountSubsidiaryToolsQuery extends Query<number> {
  constructor(readonly subsidiaryId: string) {
    super();
  }
}

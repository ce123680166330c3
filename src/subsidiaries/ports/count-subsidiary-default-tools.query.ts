import { Query } from '@nestjs/cqrs';

/**
 * How many default tool rules name this subsidiary. Asked before a subsidiary's deletion, answered by
 * `defaults`, which sits above subsidiaries.
 */
export class CountSubsidiaryDefaultToolsQuery extends Query<number> {
  constructor(readonly subsidiaryId: string) {
    super();
  }
}

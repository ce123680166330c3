import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListConfigDefaultToolsQuery } from '../../../settings/ports/list-config-default-tools.query';
import { ListDefaultToolsQuery } from '../list-default-tools/list-default-tools.query';

/** Answers the settings' question for the back-office's configuration: the default tools the caller manages. */
@QueryHandler(ListConfigDefaultToolsQuery)
export class ListConfigDefaultToolsHandler implements IQueryHandler<ListConfigDefaultToolsQuery, unknown[]> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ caller }: ListConfigDefaultToolsQuery): Promise<unknown[]> {
    return (await this.queries.execute(new ListDefaultToolsQuery(caller))).data;
  }
}

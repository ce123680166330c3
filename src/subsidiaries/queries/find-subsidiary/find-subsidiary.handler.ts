import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindSubsidiaryQuery, PersonSubsidiary } from '../../../directory/ports/find-subsidiary.query';
import { SubsidiariesReader } from '../../subsidiaries.public';

/** Answers the directory's question when a person is given a subsidiary: its id and name, or null. */
@QueryHandler(FindSubsidiaryQuery)
export class FindSubsidiaryHandler implements IQueryHandler<FindSubsidiaryQuery, PersonSubsidiary | null> {
  constructor(private readonly subsidiaries: SubsidiariesReader) {}

  async execute({ subsidiaryId }: FindSubsidiaryQuery): Promise<PersonSubsidiary | null> {
    const found = await this.subsidiaries.byId(subsidiaryId);
    return found ? { _id: found._id, name: found.name } : null;
  }
}

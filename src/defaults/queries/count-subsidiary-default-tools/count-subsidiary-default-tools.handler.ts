import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { CountSubsidiaryDefaultToolsQuery } from '../../../subsidiaries/ports/count-subsidiary-default-tools.query';
import { DefaultToolsReader } from '../../defaults.public';

/** Answers the subsidiaries' question before a deletion: how many default tool rules name the subsidiary. */
@QueryHandler(CountSubsidiaryDefaultToolsQuery)
export class CountSubsidiaryDefaultToolsHandler implements IQueryHandler<CountSubsidiaryDefaultToolsQuery, number> {
  constructor(private readonly defaults: DefaultToolsReader) {}

  execute({ subsidiaryId }: CountSubsidiaryDefaultToolsQuery): Promise<number> {
    return this.defaults.countForSubsidiary(new Types.ObjectId(subsidiaryId));
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { Subsidiary } from '../../subsidiary.schema';
import { ListSubsidiariesQuery } from './list-subsidiaries.query';

/** A company has a handful of subsidiaries: they are read whole and sorted here, case-insensitively. */
@QueryHandler(ListSubsidiariesQuery)
export class ListSubsidiariesHandler implements IQueryHandler<ListSubsidiariesQuery> {
  constructor(@InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>) {}

  async execute(): Promise<SubsidiaryView[]> {
    const all = await this.subsidiaries.find({}).lean<StoredSubsidiary[]>();
    return all.map(subsidiaryView).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }
}

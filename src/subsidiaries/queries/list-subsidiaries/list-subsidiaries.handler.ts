import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { SubsidiaryStore } from '../../subsidiary-store';
import { ListSubsidiariesQuery } from './list-subsidiaries.query';

/** A company has a handful of subsidiaries: they are read whole and sorted here, case-insensitively. */
@QueryHandler(ListSubsidiariesQuery)
export class ListSubsidiariesHandler implements IQueryHandler<ListSubsidiariesQuery> {
  constructor(private readonly store: SubsidiaryStore) {}

  async execute(): Promise<SubsidiaryView[]> {
    const all = await this.store.subsidiaries.find({}).lean<StoredSubsidiary[]>();
    return all.map(subsidiaryView).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }
}

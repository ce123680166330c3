import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OBJECT_ID, StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { SubsidiaryNotFound } from '../../subsidiary.errors';
import { SubsidiaryStore } from '../../subsidiary-store';
import { GetSubsidiaryQuery } from './get-subsidiary.query';

@QueryHandler(GetSubsidiaryQuery)
export class GetSubsidiaryHandler implements IQueryHandler<GetSubsidiaryQuery> {
  constructor(private readonly store: SubsidiaryStore) {}

  async execute({ id }: GetSubsidiaryQuery): Promise<SubsidiaryView> {
    if (!OBJECT_ID.test(id)) throw new SubsidiaryNotFound();
    const subsidiary = await this.store.subsidiaries.findById(id).lean<StoredSubsidiary>();
    if (!subsidiary) throw new SubsidiaryNotFound();
    return subsidiaryView(subsidiary);
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CompanyChoice, companyChoices } from '../../../contracts';
import { OBJECT_ID, StoredSubsidiary } from '../../subsidiary-view';
import { InvalidSubsidiaryParameter } from '../../subsidiary.errors';
import { SubsidiaryStore } from '../../subsidiary-store';
import { ListCompaniesQuery } from './list-companies.query';

@QueryHandler(ListCompaniesQuery)
export class ListCompaniesHandler implements IQueryHandler<ListCompaniesQuery> {
  constructor(private readonly store: SubsidiaryStore) {}

  async execute({ subsidiaryId }: ListCompaniesQuery): Promise<CompanyChoice[]> {
    if (subsidiaryId !== null && !OBJECT_ID.test(subsidiaryId)) throw new InvalidSubsidiaryParameter('subsidiary', 'a subsidiary id of 24 hexadecimal digits');
    const [companies, subsidiaries] = await Promise.all([
      this.store.companies.find({}, { name: 1 }).lean<{ name: string }[]>(),
      this.store.subsidiaries.find({}, { companies: 1 }).lean<StoredSubsidiary[]>(),
    ]);
    const self = subsidiaryId?.toLowerCase() ?? null;
    const own = new Set(subsidiaries.filter((s) => String(s._id) === self).flatMap((s) => s.companies ?? []));
    const taken = new Set(subsidiaries.filter((s) => String(s._id) !== self).flatMap((s) => s.companies ?? []));
    // A company a subsidiary names stays listed even if the directory no longer has it, so a form never drops it silently.
    const names = [...new Set([...companies.map((company) => company.name), ...own, ...taken])].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    return companyChoices(names, taken, own);
  }
}

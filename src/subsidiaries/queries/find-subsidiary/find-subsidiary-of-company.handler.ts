import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PersonSubsidiary } from '../../../directory/ports/find-subsidiary.query';
import { FindSubsidiaryOfCompanyQuery } from '../../../directory/ports/find-subsidiary-of-company.query';
import { SubsidiariesReader } from '../../subsidiaries.public';

/** Answers provisioning's question when a person's organization is set: the subsidiary of that company, or null. */
@QueryHandler(FindSubsidiaryOfCompanyQuery)
export class FindSubsidiaryOfCompanyHandler implements IQueryHandler<FindSubsidiaryOfCompanyQuery, PersonSubsidiary | null> {
  constructor(private readonly subsidiaries: SubsidiariesReader) {}

  async execute({ company }: FindSubsidiaryOfCompanyQuery): Promise<PersonSubsidiary | null> {
    const found = (await this.subsidiaries.byCompany()).get(company);
    return found ? { _id: found._id, name: found.name } : null;
  }
}

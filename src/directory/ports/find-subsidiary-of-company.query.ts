import { Query } from '@nestjs/cqrs';
import type { PersonSubsidiary } from './find-subsidiary.query';

/** The subsidiary a company belongs to, null if none claims it. Asked by provisioning, answered by `subsidiaries`. */
export class FindSubsidiaryOfCompanyQuery extends Query<PersonSubsidiary | null> {
  constructor(readonly company: string) {
    super();
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SettingsReader } from '../../../settings/settings.public';
import { GetValidationServiceQuery } from './get-validation-service.query';

@QueryHandler(GetValidationServiceQuery)
export class GetValidationServiceHandler implements IQueryHandler<GetValidationServiceQuery> {
  constructor(private readonly settings: SettingsReader) {}

  async execute() {
    const config = await this.settings.read(['validation_service']);
    const group = config?.validation_service;
    return group ? { _id: String(group._id), title: group.title, objectguid: group.objectguid } : { _id: null, title: null, objectguid: null };
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Settings, SETTINGS_KEY } from '../../../settings/settings.schema';
import { GetValidationServiceQuery } from './get-validation-service.query';

@QueryHandler(GetValidationServiceQuery)
export class GetValidationServiceHandler implements IQueryHandler<GetValidationServiceQuery> {
  constructor(@InjectModel(Settings.name) private readonly settings: Model<Settings>) {}

  async execute() {
    const config = await this.settings.findOne({ key: SETTINGS_KEY }, { validation_service: 1 }).lean();
    const group = config?.validation_service;
    return group ? { _id: String(group._id), title: group.title, objectguid: group.objectguid } : { _id: null, title: null, objectguid: null };
  }
}

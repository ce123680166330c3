import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { OBJECT_ID, StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { SubsidiaryNotFound } from '../../subsidiary.errors';
import { Subsidiary } from '../../subsidiary.schema';
import { GetSubsidiaryQuery } from './get-subsidiary.query';

@QueryHandler(GetSubsidiaryQuery)
export class GetSubsidiaryHandler implements IQueryHandler<GetSubsidiaryQuery> {
  constructor(@InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>) {}

  async execute({ id }: GetSubsidiaryQuery): Promise<SubsidiaryView> {
    if (!OBJECT_ID.test(id)) throw new SubsidiaryNotFound();
    const subsidiary = await this.subsidiaries.findById(id).lean<StoredSubsidiary>();
    if (!subsidiary) throw new SubsidiaryNotFound();
    return subsidiaryView(subsidiary);
  }
}

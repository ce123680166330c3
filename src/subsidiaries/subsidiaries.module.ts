import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Company, CompanySchema, Subsidiary, SubsidiarySchema } from './subsidiary.schema';

export const SubsidiaryModels = MongooseModule.forFeature([
  { name: Subsidiary.name, schema: SubsidiarySchema },
  { name: Company.name, schema: CompanySchema },
]);

/** Subsidiaries and companies. Owns the collections; its calls come with the reference-data issue. */
@Module({
  imports: [SubsidiaryModels],
  exports: [SubsidiaryModels],
})
export class SubsidiariesModule {}

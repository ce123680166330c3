import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryPublicModule } from '../directory/directory.public';
import { CreateSubsidiaryHandler } from './commands/create-subsidiary/create-subsidiary.handler';
import { DeleteSubsidiaryHandler } from './commands/delete-subsidiary/delete-subsidiary.handler';
import { UpdateSubsidiaryHandler } from './commands/update-subsidiary/update-subsidiary.handler';
import { FindSubsidiaryOfCompanyHandler } from './queries/find-subsidiary/find-subsidiary-of-company.handler';
import { FindSubsidiaryHandler } from './queries/find-subsidiary/find-subsidiary.handler';
import { GetSubsidiaryHandler } from './queries/get-subsidiary/get-subsidiary.handler';
import { ListCompaniesHandler } from './queries/list-companies/list-companies.handler';
import { ListSubsidiariesHandler } from './queries/list-subsidiaries/list-subsidiaries.handler';
import { SubsidiariesController } from './subsidiaries.controller';
import { SubsidiaryStore } from './subsidiary-store';
import { SubsidiariesReader } from './subsidiaries.public';
import { Company, CompanySchema, Subsidiary, SubsidiarySchema } from './subsidiary.schema';

const SubsidiaryModels = MongooseModule.forFeature([
  { name: Subsidiary.name, schema: SubsidiarySchema },
  { name: Company.name, schema: CompanySchema },
]);

/** Subsidiaries and the companies they group: the spec's calls and the back-office resource, administrators only. */
@Module({
  imports: [SubsidiaryModels, DirectoryPublicModule],
  controllers: [SubsidiariesController],
  providers: [
    SubsidiaryStore,
    CreateSubsidiaryHandler,
    UpdateSubsidiaryHandler,
    DeleteSubsidiaryHandler,
    ListSubsidiariesHandler,
    GetSubsidiaryHandler,
    ListCompaniesHandler,
    SubsidiariesReader,
    FindSubsidiaryHandler,
    FindSubsidiaryOfCompanyHandler,
  ],
})
export class SubsidiariesModule {}

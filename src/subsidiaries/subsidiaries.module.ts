import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DefaultTool, DefaultToolSchema } from '../defaults/default-tool.schema';
import { User, UserSchema } from '../directory/user.schema';
import { SubsidiariesAdminController } from './admin/subsidiaries.admin.controller';
import { CreateSubsidiaryHandler } from './commands/create-subsidiary/create-subsidiary.handler';
import { DeleteSubsidiaryHandler } from './commands/delete-subsidiary/delete-subsidiary.handler';
import { UpdateSubsidiaryHandler } from './commands/update-subsidiary/update-subsidiary.handler';
import { GetSubsidiaryHandler } from './queries/get-subsidiary/get-subsidiary.handler';
import { ListCompaniesHandler } from './queries/list-companies/list-companies.handler';
import { ListSubsidiariesHandler } from './queries/list-subsidiaries/list-subsidiaries.handler';
import { SubsidiariesController } from './subsidiaries.controller';
import { SubsidiaryChecks } from './subsidiary-checks';
import { Company, CompanySchema, Subsidiary, SubsidiarySchema } from './subsidiary.schema';

export const SubsidiaryModels = MongooseModule.forFeature([
  { name: Subsidiary.name, schema: SubsidiarySchema },
  { name: Company.name, schema: CompanySchema },
]);

/**
 * What points at a subsidiary (tools, people, default tools, requests awaiting approval), registered
 * from the schemas rather than by importing their modules: directory.module imports this module, and
 * the import cycle would leave one of the two undefined (@nestjs/mongoose reuses a registered name).
 */
const ReferencingModels = MongooseModule.forFeature([
  { name: User.name, schema: UserSchema },
  { name: DefaultTool.name, schema: DefaultToolSchema },
]);

/** Subsidiaries and the companies they group: the spec's calls and the back-office resource, administrators only. */
@Module({
  imports: [SubsidiaryModels, ReferencingModels],
  controllers: [SubsidiariesController, SubsidiariesAdminController],
  providers: [
    SubsidiaryChecks,
    CreateSubsidiaryHandler,
    UpdateSubsidiaryHandler,
    DeleteSubsidiaryHandler,
    ListSubsidiariesHandler,
    GetSubsidiaryHandler,
    ListCompaniesHandler,
  ],
  exports: [SubsidiaryModels],
})
export class SubsidiariesModule {}

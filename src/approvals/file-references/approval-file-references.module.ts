import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Validation, ValidationSchema } from '../validation.schema';
import { ListPendingRequestLogoFilesHandler } from './list-pending-request-logo-files.handler';

/** Which stored files the waiting requests propose, for the worker's cleanup of unused uploads. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Validation.name, schema: ValidationSchema }])],
  providers: [ListPendingRequestLogoFilesHandler],
})
export class ApprovalFileReferencesModule {}

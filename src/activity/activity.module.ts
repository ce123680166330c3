import { Module, OnModuleInit } from '@nestjs/common';
import { EVENTS_HANDLER_METADATA } from '@nestjs/cqrs/dist/decorators/constants';
import { Outbox } from '../platform/outbox/outbox';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityLog, ActivityLogSchema } from './activity-log.schema';
import { ActivityLogsController } from './activity-logs.controller';
import { ACTIVITY_REACTION, ActivityRecorder } from './activity-recorder';
import { LogsAdminController } from './admin/logs.admin.controller';
import { RecordDefaultToolAddedHandler } from './events/record-default-tool-added.handler';
import { RecordDefaultToolMovedHandler } from './events/record-default-tool-moved.handler';
import { RecordDefaultToolRemovedHandler } from './events/record-default-tool-removed.handler';
import { RecordDefaultToolUpdatedHandler } from './events/record-default-tool-updated.handler';
import { RecordSettingsUpdatedHandler } from './events/record-settings-updated.handler';
import { RecordExtraValidationAcceptedHandler } from './events/record-extra-validation-accepted.handler';
import { RecordExtraValidationRejectedHandler } from './events/record-extra-validation-rejected.handler';
import { RecordExtraValidationRemovedHandler } from './events/record-extra-validation-removed.handler';
import { RecordExtraValidationRequestedHandler } from './events/record-extra-validation-requested.handler';
import { RecordDirectoryImportedHandler } from './events/record-directory-imported.handler';
import { RecordDirectoryProvisionedHandler } from './events/record-directory-provisioned.handler';
import { RecordFooterUpdatedHandler } from './events/record-footer-updated.handler';
import { RecordConsistencyRepairedHandler } from './events/record-consistency-repaired.handler';
import { RecordToolDeletedHandler } from './events/record-tool-deleted.handler';
import { RecordToolEditedHandler } from './events/record-tool-edited.handler';
import { RecordToolSubmittedHandler } from './events/record-tool-submitted.handler';
import { RecordToolsBulkEditedHandler } from './events/record-tools-bulk-edited.handler';
import { RecordUserUpdatedHandler } from './events/record-user-updated.handler';
import { RecordValidationAcceptedHandler } from './events/record-validation-accepted.handler';
import { RecordValidationRejectedHandler } from './events/record-validation-rejected.handler';
import { RecordValidationRequestedHandler } from './events/record-validation-requested.handler';
import { ExportActivityLogsCsvHandler } from './queries/export-activity-logs-csv/export-activity-logs-csv.handler';
import { GetActivityLogHandler } from './queries/get-activity-log/get-activity-log.handler';
import { ListActivityLogsHandler } from './queries/list-activity-logs/list-activity-logs.handler';
import { RecordSubsidiaryCreatedHandler } from './events/record-subsidiary-created.handler';
import { RecordCategoriesImportedHandler } from './events/record-categories-imported.handler';
import { RecordCategoryCreatedHandler } from './events/record-category-created.handler';
import { RecordCategoryDeletedHandler } from './events/record-category-deleted.handler';
import { RecordCategoryUpdatedHandler } from './events/record-category-updated.handler';
import { RecordSubsidiaryDeletedHandler } from './events/record-subsidiary-deleted.handler';
import { RecordSubsidiaryUpdatedHandler } from './events/record-subsidiary-updated.handler';
import { RecordApiTokenCreatedHandler } from './events/record-api-token-created.handler';
import { RecordApiTokenRevokedHandler } from './events/record-api-token-revoked.handler';

const ActivityModels = MongooseModule.forFeature([{ name: ActivityLog.name, schema: ActivityLogSchema }]);

const CatalogueHandlers = [RecordToolSubmittedHandler, RecordToolEditedHandler, RecordToolDeletedHandler, RecordToolsBulkEditedHandler];
const ApprovalHandlers = [
  RecordValidationRequestedHandler,
  RecordValidationAcceptedHandler,
  RecordValidationRejectedHandler,
  RecordExtraValidationRequestedHandler,
  RecordExtraValidationAcceptedHandler,
  RecordExtraValidationRejectedHandler,
  RecordExtraValidationRemovedHandler,
  RecordConsistencyRepairedHandler,
];

const ReferenceDataHandlers = [
  RecordSubsidiaryCreatedHandler,
  RecordSubsidiaryUpdatedHandler,
  RecordSubsidiaryDeletedHandler,
  RecordCategoryCreatedHandler,
  RecordCategoryUpdatedHandler,
  RecordCategoryDeletedHandler,
  RecordCategoriesImportedHandler,
];

const DefaultToolHandlers = [RecordDefaultToolAddedHandler, RecordDefaultToolUpdatedHandler, RecordDefaultToolRemovedHandler, RecordDefaultToolMovedHandler];
const RecordHandlers = [
  RecordFooterUpdatedHandler,
  RecordSettingsUpdatedHandler,
  RecordUserUpdatedHandler,
  RecordDirectoryImportedHandler,
  RecordDirectoryProvisionedHandler,
  ...CatalogueHandlers,
  ...ApprovalHandlers,
  ...ReferenceDataHandlers,
  ...DefaultToolHandlers,
  RecordApiTokenCreatedHandler,
  RecordApiTokenRevokedHandler,
];
const ReadHandlers = [ListActivityLogsHandler, GetActivityLogHandler, ExportActivityLogsCsvHandler];

/** Records every admin-visible change, fed by the other modules' events, and serves the log (GET logs/all, /api/admin/logs). */
@Module({
  imports: [ActivityModels],
  controllers: [ActivityLogsController, LogsAdminController],
  providers: [
    ActivityRecorder,
    ...RecordHandlers,
    ...ReadHandlers,
  ],
  exports: [ActivityModels],
})
export class ActivityModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  /** Every event a line is recorded for waits in the outbox until its line is written. */
  onModuleInit() {
    for (const handler of RecordHandlers) {
      const events = Reflect.getMetadata(EVENTS_HANDLER_METADATA, handler) as Array<new (...args: never[]) => object>;
      for (const event of events) this.outbox.expect(event, ACTIVITY_REACTION);
    }
  }
}

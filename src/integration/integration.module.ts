import { Module } from '@nestjs/common';
import { IntegrationReferenceDataController } from './integration-reference-data.controller';

/**
 * The catalogue and the usage report for programs, under `/api/integration` (docs/behaviour/api.md): thin
 * bearer controllers over the back-office's own commands and queries, so a program follows the same rules.
 */
@Module({
  controllers: [IntegrationReferenceDataController],
})
export class IntegrationModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApiTokensAdminController } from './admin/api-tokens.admin.controller';
import { ApiToken, ApiTokenSchema } from './api-token.schema';
import { ApiTokenGuard } from './bearer/api-token.guard';
import { ApiTokenVerifier } from './bearer/api-token-verifier';
import { CreateApiTokenHandler } from './commands/create-api-token/create-api-token.handler';
import { RevokeApiTokenHandler } from './commands/revoke-api-token/revoke-api-token.handler';
import { ListApiTokensHandler } from './queries/list-api-tokens/list-api-tokens.handler';

const ApiTokenModels = MongooseModule.forFeature([{ name: ApiToken.name, schema: ApiTokenSchema }]);

/**
 * Programs' tokens (issue 34 §4): the back-office resource that creates, lists and revokes them, and the
 * guard that opens bearer routes (`@BearerRoute`) to them. Owns the `api_tokens` collection.
 */
@Module({
  imports: [ApiTokenModels],
  controllers: [ApiTokensAdminController],
  providers: [ApiTokenVerifier, ApiTokenGuard, CreateApiTokenHandler, RevokeApiTokenHandler, ListApiTokensHandler],
  exports: [ApiTokenGuard, ApiTokenVerifier],
})
export class ApiTokensModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApiTokensAdminController } from './admin/api-tokens.admin.controller';
import { ApiToken, ApiTokenSchema, ApiTokenUse, ApiTokenUseSchema } from './api-token.schema';
import { ApiTokenGuard } from './bearer/api-token.guard';
import { ApiTokenGeneration } from './bearer/api-token-generation';
import { ApiTokenVerifier } from './bearer/api-token-verifier';
import { CreateApiTokenHandler } from './commands/create-api-token/create-api-token.handler';
import { RevokeApiTokenHandler } from './commands/revoke-api-token/revoke-api-token.handler';
import { ListApiTokensHandler } from './queries/list-api-tokens/list-api-tokens.handler';

const ApiTokenModels = MongooseModule.forFeature([
  { name: ApiToken.name, schema: ApiTokenSchema },
  { name: ApiTokenUse.name, schema: ApiTokenUseSchema },
]);

/**
 * Programs' tokens (issue 34 §4): the back-office resource that creates, lists and revokes them, and the
 * guard that opens bearer routes (`@BearerRoute`) to them. Owns the `api_tokens` and `api_token_uses` collections.
 */
@Module({
  imports: [ApiTokenModels],
  controllers: [ApiTokensAdminController],
  providers: [ApiTokenGeneration, ApiTokenVerifier, ApiTokenGuard, CreateApiTokenHandler, RevokeApiTokenHandler, ListApiTokensHandler],
  exports: [ApiTokenGuard, ApiTokenVerifier],
})
export class ApiTokensModule {}

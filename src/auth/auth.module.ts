import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { OidcClientService } from './oidc-client.service';

@Module({
  controllers: [AuthController],
  providers: [OidcClientService],
})
export class AuthModule {}

import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { NavAdminController } from './nav-admin.controller';
import { OidcAuthGuard } from './oidc-auth.guard';
import { OidcDiscovery } from './oidc-discovery.service';
import { OidcStrategy } from './oidc.strategy';
import { RememberReturnTo } from './remember-return-to.guard';
import { ResumeSignIn } from './resume-sign-in.guard';
import { SignInTransactions } from './sign-in-transactions';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, NavAdminController],
  providers: [OidcDiscovery, OidcStrategy, OidcAuthGuard, RememberReturnTo, ResumeSignIn, SignInTransactions],
})
export class AuthModule {}

import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RecordSignInCommand } from '../directory/commands/record-sign-in/record-sign-in.command';
import type { Response } from 'express';
import { AllowUnregistered, Public } from '../platform/auth/public.decorator';
import type { AuthenticatedRequest } from '../platform/auth/principal';
import { OidcAuthGuard } from './oidc-auth.guard';
import { RememberReturnTo } from './remember-return-to.guard';
import { OidcDiscovery } from './oidc-discovery.service';
import type { SignedIn } from './oidc.strategy';
import { safeReturnTo } from './return-to';
import { returnToQuery } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';

export type SignInRequest = AuthenticatedRequest & { user?: SignedIn | null; session: ({ returnTo?: string } & Record<string, unknown>) | null };

/** Single sign-on: the spec's `GET login`, the start of the flow, the provider's callback, and logout. */
@Controller()
export class AuthController {
  constructor(
    private readonly discovery: OidcDiscovery,
    private readonly commands: CommandBus,
  ) {}

  /** Spec: "returns a redirect address for single sign-on". The address starts the flow below. */
  @Public()
  @Get('login')
  login(@Query('returnTo', valid(returnToQuery)) returnTo?: string) {
    return { url: `/api/auth/start?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}` };
  }

  /** Remembers where to come back, then the strategy redirects to the provider (PKCE, state, nonce). */
  @Public()
  @Get('auth/start')
  @UseGuards(RememberReturnTo, OidcAuthGuard)
  start() {
    // Not reached: the strategy has already redirected the browser to the provider.
  }

  @Public()
  @Get('auth/callback')
  @UseGuards(OidcAuthGuard)
  async callback(@Req() req: SignInRequest, @Res() res: Response) {
    const returnTo = safeReturnTo(req.session?.returnTo);
    if (!req.user) {
      req.session = null;
      return res.redirect(303, '/error-unavailable');
    }
    // A new session object: nothing of the sign-in step survives into the signed-in session.
    req.session = { user: { loginId: req.user.loginId, idToken: req.user.idToken, signedInAt: Date.now() } };
    await this.commands.execute(new RecordSignInCommand(req.user.loginId));
    return res.redirect(303, returnTo);
  }

  /** Ends our session and offers the provider's end-session address. */
  @AllowUnregistered()
  @Get('logout')
  async logout(@Req() req: AuthenticatedRequest) {
    const url = await this.discovery.endSessionUrl(req.session?.user?.idToken);
    req.session = null;
    return { url: url ?? '/' };
  }
}


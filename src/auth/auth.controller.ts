import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RecordSignInCommand } from '../directory/commands/record-sign-in/record-sign-in.command';
import type { Response } from 'express';
import { Public } from '../platform/auth/public.decorator';
import { RateLimited } from '../platform/rate-limits/rate-limited.decorator';
import type { AuthenticatedRequest } from '../platform/auth/principal';
import { SessionCookies } from '../platform/sessions/session-cookies';
import { SessionStore } from '../platform/sessions/session-store';
import { OidcAuthGuard } from './oidc-auth.guard';
import { RememberReturnTo } from './remember-return-to.guard';
import { ResumeSignIn } from './resume-sign-in.guard';
import { OidcDiscovery } from './oidc-discovery.service';
import type { SignedIn } from './oidc.strategy';
import { safeReturnTo } from './return-to';
import type { SignInRequest } from './sign-in-transactions';
import { emptyBody, returnToQuery } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';

type CallbackRequest = SignInRequest & { user?: SignedIn | null; sessionId?: string };

/** Single sign-on: the spec's `GET login`, the start of the flow, the provider's callback, and logout. */
@Controller()
export class AuthController {
  constructor(
    private readonly discovery: OidcDiscovery,
    private readonly commands: CommandBus,
    private readonly sessions: SessionStore,
    private readonly cookies: SessionCookies,
  ) {}

  /** Spec: "returns a redirect address for single sign-on". The address starts the flow below. */
  @Public()
  @Get('login')
  login(@Query('returnTo', valid(returnToQuery)) returnTo?: string) {
    return { url: `/api/auth/start?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}` };
  }

  /** Opens a sign-in transaction, then the strategy redirects to the provider (PKCE, state, nonce). */
  @Public()
  @RateLimited('sign_in')
  @Get('auth/start')
  @UseGuards(RememberReturnTo, OidcAuthGuard)
  start() {
    // Not reached: the strategy has already redirected the browser to the provider.
  }

  @Public()
  @RateLimited('sign_in')
  @Get('auth/callback')
  @UseGuards(ResumeSignIn, OidcAuthGuard)
  async callback(@Req() req: CallbackRequest, @Res() res: Response) {
    const returnTo = safeReturnTo(req.session.returnTo);
    if (!req.user) return res.redirect(303, '/error-unavailable');
    // A new id at every sign-in: an id planted in this browser before (session fixation) ends here.
    if (req.sessionId) await this.sessions.destroy(req.sessionId);
    const sessionId = await this.sessions.create({ loginId: req.user.loginId });
    this.cookies.openSession(res, sessionId);
    await this.commands.execute(new RecordSignInCommand(req.user.loginId));
    return res.redirect(303, returnTo);
  }

  /**
   * Ends the session on the server (its id is worthless from now on, on every instance) and offers
   * the provider's end-session address, which names our client and the address to come back to, never
   * the ID token (the browser keeps that address in its history, the provider in its logs). A POST: with a session it needs the CSRF token, so no other
   * site can sign people out; without one there is nothing to end and it answers the home page.
   */
  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: AuthenticatedRequest, @Res({ passthrough: true }) res: Response, @Body(valid(emptyBody)) _body: unknown) {
    const session = req.sessionId ? await this.sessions.touch(req.sessionId) : null;
    if (session) await this.sessions.destroy(session.id, session.loginId);
    this.cookies.clearSession(res);
    const url = session ? await this.discovery.endSessionUrl() : null;
    return { url: url ?? '/' };
  }
}

import { Controller, Get, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { AllowUnregistered, Public } from '../platform/auth/public.decorator';
import type { AuthenticatedRequest } from '../platform/auth/principal';
import { OidcClientService } from './oidc-client.service';
import { safeReturnTo } from './return-to';

/** A sign-in left unfinished longer than this is refused at the callback. */
const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/** Single sign-on: the spec's `GET login`, the provider's callback, and logout. */
@Controller()
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly oidc: OidcClientService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Spec: "returns a redirect address for single sign-on". */
  @Public()
  @Get('login')
  async login(@Req() req: AuthenticatedRequest, @Query('returnTo') returnTo?: string) {
    const start = await this.oidc.start();
    req.session = {
      ...(req.session ?? {}),
      oidc: { state: start.state, nonce: start.nonce, verifier: start.verifier, returnTo: safeReturnTo(returnTo), startedAt: Date.now() },
    };
    return { url: start.url };
  }

  @Public()
  @Get('auth/callback')
  async callback(@Req() req: AuthenticatedRequest, @Res() res: Response) {
    const pending = req.session?.oidc;
    if (!pending || Date.now() - pending.startedAt > SIGN_IN_WINDOW_MS) {
      return res.redirect(303, '/');
    }
    try {
      const callbackUrl = new URL(req.originalUrl, this.config.PUBLIC_URL);
      const { loginId, idToken } = await this.oidc.finish(callbackUrl, pending);
      req.session = { user: { loginId, idToken, signedInAt: Date.now() } };
      return res.redirect(303, pending.returnTo);
    } catch (error) {
      this.logger.warn(`sign-in refused: ${(error as Error).message}`);
      req.session = null;
      return res.redirect(303, '/error-unavailable');
    }
  }

  /** Ends our session and offers the provider's end-session address. */
  @AllowUnregistered()
  @Get('logout')
  async logout(@Req() req: AuthenticatedRequest) {
    const url = await this.oidc.endSessionUrl(req.session?.user?.idToken);
    req.session = null;
    return { url: url ?? '/' };
  }
}

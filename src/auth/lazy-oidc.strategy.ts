import type { Request } from 'express';
import { type Configuration, randomNonce, randomState } from 'openid-client';
import { Strategy as OpenIdStrategy, StrategyOptions, VerifyFunction } from 'openid-client/passport';

/**
 * openid-client's strategy sends `state` only to providers without PKCE and `nonce` only in
 * implicit flows; we always send both (defence in depth). It stores what it sent and checks the
 * callback against it.
 */
class StateAndNonceStrategy extends OpenIdStrategy {
  authorizationRequestParams(req: Request, options: Parameters<OpenIdStrategy['authorizationRequestParams']>[1]) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options) as URLSearchParams);
    params.set('state', randomState());
    params.set('nonce', randomNonce());
    return params;
  }
}

/** What the passport actions look like on the per-request object passport hands to `authenticate`. */
interface PassportActions {
  success(user: unknown, info?: unknown): void;
  fail(challenge?: unknown, status?: number): void;
  redirect(url: string, status?: number): void;
  pass(): void;
  error(err: Error): void;
}

type LazyOidcOptions = Omit<StrategyOptions, 'config'> & {
  discover: () => Promise<Configuration>;
  /** Runs before the browser leaves for the provider: where the transaction the strategy wrote gets stored. */
  beforeRedirect?: (req: Request) => Promise<void>;
};

/**
 * openid-client's passport Strategy (authorization code with PKCE, state and nonce) needs the
 * provider's metadata when it is built; this strategy builds it on first use instead, so
 * discovery happens at the first sign-in and is retried after a failure.
 */
export class LazyOidcStrategy {
  name = 'oidc';
  private strategy?: Promise<StateAndNonceStrategy>;

  constructor(
    private readonly options: LazyOidcOptions,
    private readonly verify: VerifyFunction,
  ) {}

  authenticate(this: LazyOidcStrategy & PassportActions, req: Request, options: object) {
    this.real().then(
      (strategy) => {
        // Hand the real strategy this request's passport actions (success, fail, redirect…).
        const delegate = Object.assign(Object.create(strategy), {
          success: this.success.bind(this),
          fail: this.fail.bind(this),
          redirect: (url: string, status?: number) => {
            const saved = this.options.beforeRedirect ? this.options.beforeRedirect(req) : Promise.resolve();
            saved.then(
              () => this.redirect(url, status),
              (error: Error) => this.error(error),
            );
          },
          pass: this.pass.bind(this),
          error: this.error.bind(this),
        });
        strategy.authenticate.call(delegate, req, options);
      },
      (error: Error) => this.error(error),
    );
  }

  private real(): Promise<StateAndNonceStrategy> {
    if (!this.strategy) {
      const { discover, beforeRedirect: _saved, ...options } = this.options;
      this.strategy = discover()
        .then((config) => new StateAndNonceStrategy({ ...options, config }, this.verify))
        .catch((error) => {
          this.strategy = undefined;
          throw error;
        });
    }
    return this.strategy;
  }
}

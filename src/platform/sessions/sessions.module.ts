import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { SessionCookies } from './session-cookies';
import { SessionStore } from './session-store';

/** Server-side sessions (Redis) and their cookies, for the api's guard and sign-in, and the worker's revocations. */
@Global()
@Module({
  providers: [SessionStore, { provide: SessionCookies, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SessionCookies(config) }],
  exports: [SessionStore, SessionCookies],
})
export class SessionsModule {}

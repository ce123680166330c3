import { Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './config.schema';
import { APP_CONFIG } from './config.token';
import { PublicLinks } from './public-links';

export { APP_CONFIG } from './config.token';

@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useFactory: (): AppConfig => loadConfig() }, PublicLinks],
  exports: [APP_CONFIG, PublicLinks],
})
export class ConfigModule {}

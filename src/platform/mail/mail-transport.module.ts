import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** The nodemailer SMTP transport (corporate relay in production, the loopback sink in development). */
@Global()
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Transporter =>
        createTransport(config.SMTP_URL, { from: config.MAIL_FROM, connectionTimeout: 10_000, greetingTimeout: 10_000 }),
    },
  ],
  exports: [MAIL_TRANSPORT],
})
export class MailTransportModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: Transporter) {}

  onApplicationShutdown() {
    this.transport.close();
  }
}

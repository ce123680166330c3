import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from './config.token';
import type { AppConfig } from './config.schema';

/**
 * The addresses people and programs open (the links of mails, SCIM's resource locations): on PUBLIC_URL,
 * the address they use, whatever the api listens on behind the proxy.
 */
@Injectable()
export class PublicLinks {
  private readonly base: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** `path` starts with a slash: `/admin/import-config`. */
  to(path: string): string {
    return `${this.base}${path}`;
  }
}

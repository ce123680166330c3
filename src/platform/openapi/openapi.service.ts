import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ApplicationConfig, ModulesContainer } from '@nestjs/core';
import { BUILD_VERSION } from '../build-version';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { type AppRoute, routesOf } from './route-table';
import { servedPathOf } from './served-path';


/**
 * The OpenAPI document of the running app, built once when it starts from the route table and the
 * schemas the routes validate with: a route that cannot be described stops the start, as a wrong
 * configuration does, instead of answering a document that lies.
 */
@Injectable()
export class OpenApiService implements OnApplicationBootstrap {
  private document: OpenApiDocument | null = null;

  constructor(
    private readonly modules: ModulesContainer,
    private readonly application: ApplicationConfig,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.document = buildOpenApiDocument(this.routes(), { version: BUILD_VERSION, serverUrl: this.config.PUBLIC_URL });
  }

  routes(): AppRoute[] {
    return routesOf(this.modules, servedPathOf(this.application));
  }

  get(): OpenApiDocument {
    return (this.document ??= buildOpenApiDocument(this.routes(), { version: BUILD_VERSION, serverUrl: this.config.PUBLIC_URL }));
  }
}

import { RequestMethod, type INestApplication } from '@nestjs/common';

/**
 * Every route is served under `/api`; a surface with its own standard address (SCIM's `/scim/v2`) is
 * excluded here. Applied by `configureHttpApp` and by the OpenAPI document's writer alike, so the
 * document names each route where it is served.
 */
export function applyApiPrefix(app: INestApplication) {
  app.setGlobalPrefix('api', { exclude: [{ path: 'scim/v2/{*path}', method: RequestMethod.ALL }] });
}

import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { ApplicationConfig, ModulesContainer, NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module';
import { applyApiPrefix } from '../http/api-prefix';
import { buildOpenApiDocument } from './openapi-document';
import { routesOf } from './route-table';
import { servedPathOf } from './served-path';

/**
 * Writes the OpenAPI document to the file named by its argument, for the linter (`npm test`), from a
 * preview of the api: its modules and controllers without a database, Redis or configuration.
 * `node dist/platform/openapi/write-openapi.main.js .run/openapi.json`
 */
async function main(target: string | undefined) {
  if (!target) throw new Error('usage: write-openapi.main.js <file.json>');
  const app = await NestFactory.create(AppModule, { preview: true, logger: false });
  applyApiPrefix(app);
  const routes = routesOf(app.get(ModulesContainer), servedPathOf(app.get(ApplicationConfig)));
  writeFileSync(target, JSON.stringify(buildOpenApiDocument(routes, { version: 'preview', serverUrl: 'http://127.0.0.1:3000' }), null, 2));
  await app.close();
  console.log(`${routes.length} routes described in ${target}`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { INestApplication } from '@nestjs/common';
import { ToolCatalogue } from '../../src/tools/catalogue/tool-catalogue';

/**
 * Brings the read models in line with the database after a test wrote it behind their back (a
 * dropped database): the in-memory catalogue is read again and the directory index rebuilt.
 */
export async function refreshReadModels(app: INestApplication): Promise<void> {
  await app.get(ToolCatalogue).reloadAll();
}

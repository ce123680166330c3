import type { INestApplication } from '@nestjs/common';
import { DirectoryIndex } from '../../src/directory/search/index/directory-index';
import { ToolCatalogue } from '../../src/tools/catalogue/tool-catalogue';

/**
 * Brings the read models in line with the database after a test wrote it behind their back (a
 * dropped database): the in-memory catalogue is read again and the directory index rebuilt.
 */
export async function refreshReadModels(app: INestApplication): Promise<void> {
  await Promise.all([app.get(ToolCatalogue).reloadAll(), app.get(DirectoryIndex).rebuild()]);
}

/** Waits for the loads the read models start at bootstrap, so nothing queries a database being dropped. */
export async function settleReadModels(app: INestApplication): Promise<void> {
  await Promise.allSettled([app.get(ToolCatalogue).ready(), app.get(DirectoryIndex).ensureBuilt()]);
}

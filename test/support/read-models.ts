import type { INestApplication } from '@nestjs/common';
import { AnnouncementBoard } from '../../src/announcements/announcement-board';
import { DirectoryIndex } from '../../src/directory/search/index/directory-index';
import { ToolCatalogue } from '../../src/tools/catalogue/tool-catalogue';
import { UsageDays } from '../../src/usage/usage-days';
import { UsageReader } from '../../src/usage/usage-reader';

/**
 * Brings the read models in line with the database after a test wrote it behind their back (a
 * dropped database): the in-memory catalogue is read again, the directory index rebuilt, and the
 * usage days held by the api read again on next use.
 */
export async function refreshReadModels(app: INestApplication): Promise<void> {
  app.get(UsageDays).reset();
  await Promise.all([app.get(ToolCatalogue).reloadAll(), app.get(DirectoryIndex).rebuild(), app.get(AnnouncementBoard).reload()]);
}

/** Waits for the loads the read models start at bootstrap, so nothing queries a database being dropped. */
export async function settleReadModels(app: INestApplication): Promise<void> {
  await Promise.allSettled([app.get(ToolCatalogue).ready(), app.get(DirectoryIndex).ensureBuilt(), app.get(UsageReader).warmed()]);
}

import { Injectable } from '@nestjs/common';
import type { Language } from '../../contracts';
import type { VersionedJson } from '../../platform/http/encoded-json';
import { CatalogueEntry } from '../catalogue/catalogue-entry';
import { listPredicate } from '../catalogue/catalogue-filters';
import { ToolCatalogue } from '../catalogue/tool-catalogue';
import type { Viewer } from '../visibility/tool-visibility';
import type { WallList } from './wall-filters';

/**
 * The wall, managed and subsidiary lists as data: the cards (ToolCard[]) as JSON text, with a version that
 * changes whenever that text may. The version says everything the text depends on: the catalogue's version,
 * the list, the language, the viewer (their id, groups and subsidiary), and the next moment a "new" label of
 * the catalogue expires. It is known without building the list, so the HTTP layer (`EncodedJson`) answers a
 * version it already encoded without the list being filtered and joined again.
 */
@Injectable()
export class WallLists {
  constructor(private readonly catalogue: ToolCatalogue) {}

  async wall(viewer: Viewer, list: WallList, language: Language): Promise<VersionedJson> {
    await this.catalogue.ready();
    const now = Date.now();
    const { catalogue } = this;
    const version = [catalogue.version, catalogue.newLabelsUntil(now), list, language, viewer.userId, viewer.subsidiaryId ?? '', [...viewer.groups].sort().join('\u0001')].join('|');
    return {
      version,
      // Built from the catalogue as it is when asked: a change since can only make the text newer than its version.
      json: () => {
        const predicate = listPredicate(list, viewer);
        const entries = predicate ? catalogue.inTitleOrder(language).filter((entry) => predicate(entry.tool)) : [];
        return wallJson(entries, now);
      },
    };
  }
}

/** The cards in the wall's order (front spec section 4): new tools first, each group in title order, which `entries` already follow. */
export function wallJson(entries: readonly CatalogueEntry[], now: number): string {
  const fresh: string[] = [];
  const others: string[] = [];
  for (const entry of entries) (entry.isNew(now) ? fresh : others).push(entry.cardJson(now));
  return `[${[...fresh, ...others].join(',')}]`;
}

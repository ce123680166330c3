import type { Model } from 'mongoose';
import type { StartUpLoads } from '../../platform/lifecycle/start-up-loads';
import type { CatalogueTool } from '../catalogue/catalogue-entry';
import { catalogueTool } from '../catalogue/catalogue-tool.fixture';
import { ToolCatalogue } from '../catalogue/tool-catalogue';
import type { Tool } from '../tool.schema';
import { WallLists } from './wall-lists';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 28, 12);
const emma = { userId: 'u-emma', groups: ['GRP-B', 'GRP-A'], subsidiaryId: null };

const tool = (title: string, created: number): CatalogueTool => catalogueTool(title, { created_time: new Date(created) });

/** A catalogue over these tools, as the database would answer its load. */
function catalogueOf(tools: CatalogueTool[]) {
  const model = { find: () => ({ lean: async () => tools }) } as unknown as Model<Tool>;
  return new ToolCatalogue(model, {} as StartUpLoads);
}

const titles = (json: string) => (JSON.parse(json) as { title: { en: string } }[]).map((card) => card.title.en);

describe('WallLists: the wall as JSON text with a version', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the version while nothing the text depends on changes, and changes it when a "new" label expires', async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const lists = new WallLists(catalogueOf([tool('Older', NOW - 40 * DAY), tool('Recent', NOW - 14 * DAY), tool('Another', NOW - 30 * DAY)]));
    const first = await lists.wall(emma, 'wall', 'en');
    expect(titles(await first.json())).toEqual(['Recent', 'Another', 'Older']);
    expect((await lists.wall({ ...emma, groups: ['GRP-A', 'GRP-B'] }, 'wall', 'en')).version).toBe(first.version);
    expect((await lists.wall(emma, 'wall', 'fr')).version).not.toBe(first.version);

    jest.setSystemTime(NOW + DAY); // "Recent" is 15 days old: its label is gone
    const later = await lists.wall(emma, 'wall', 'en');
    expect(later.version).not.toBe(first.version);
    expect(titles(await later.json())).toEqual(['Another', 'Older', 'Recent']);
  });

  it('changes the version when the catalogue changes', async () => {
    const catalogue = catalogueOf([tool('Older', NOW - 40 * DAY)]);
    const lists = new WallLists(catalogue);
    const before = await lists.wall(emma, 'wall', 'en');
    await catalogue.reloadAll();
    expect((await lists.wall(emma, 'wall', 'en')).version).not.toBe(before.version);
  });
});

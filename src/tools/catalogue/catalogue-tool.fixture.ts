import { Types } from 'mongoose';
import { normalisedTool, type CatalogueTool } from './catalogue-entry';

/** A published, undeleted tool that everyone sees, as the catalogue holds it; `over` sets what a test is about. */
export function catalogueTool(title: string, over: Partial<CatalogueTool> = {}): CatalogueTool {
  return normalisedTool({
    _id: new Types.ObjectId(),
    title: { en: title },
    description: { en: '' },
    url: { en: 'https://example.test/' },
    logo: {},
    categories: [],
    managers: [],
    users: ['all'],
    subsidiaryId: null,
    is_new: false,
    is_published: true,
    has_pending_validation: false,
    deleted: false,
    created_time: new Date(0),
    ...over,
  } as CatalogueTool);
}

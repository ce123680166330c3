import { Types } from 'mongoose';
import { escapeRegExp, LANGUAGES } from '../../contracts';
import type { Principal } from '../../platform/auth/principal';
import { subsidiaryScopeOf } from '../../contracts/tool-access';
import { ALL_VIEWERS, canSee, Viewer } from '../visibility/tool-visibility';
import type { WallList } from '../wall/wall-filters';
import type { CatalogueTool } from './catalogue-entry';

export type ToolPredicate = (tool: CatalogueTool) => boolean;

const live = (tool: CatalogueTool) => tool.deleted !== true;
const sameId = (value: unknown, id: string) => value !== null && value !== undefined && String(value) === id;

/**
 * The filter of one list of the front page: null when the list is empty by rule. The
 * wall is `canSee`; managed tools include the person's creations awaiting approval; the subsidiary
 * list is the published "all" tools of their subsidiary.
 */
export function listPredicate(list: WallList, viewer: Viewer): ToolPredicate | null {
  switch (list) {
    case 'wall':
      return (tool) => canSee(viewer, tool);
    case 'managed':
      return (tool) =>
        live(tool) &&
        ((tool.is_published === true && tool.managers.includes(viewer.userId)) ||
          (tool.is_published === false && (tool.managers.includes(viewer.userId) || tool.creator === viewer.userId)));
    case 'subsidiary': {
      const subsidiaryId = viewer.subsidiaryId;
      if (!subsidiaryId || !Types.ObjectId.isValid(subsidiaryId)) return null;
      return (tool) => live(tool) && tool.is_published === true && tool.users.includes(ALL_VIEWERS) && sameId(tool.subsidiaryId, subsidiaryId);
    }
  }
}

/** The in-memory twin of `adminToolsFilter` (admin-scope.ts): null when the caller may list nothing. */
export function adminScopePredicate(caller: Pick<Principal, 'userId' | 'roles' | 'subsidiaryId'>): ToolPredicate | null {
  const scope = subsidiaryScopeOf(caller);
  if ('all' in scope) return live;
  if ('subsidiaryId' in scope && Types.ObjectId.isValid(scope.subsidiaryId)) {
    const subsidiaryId = scope.subsidiaryId;
    return (tool) => live(tool) && sameId(tool.subsidiaryId, subsidiaryId);
  }
  return null;
}

/** Any language's title contains the term, case-insensitively (the database's `$regex` with `i`). */
export function titleContains(term: string): ToolPredicate {
  const pattern = new RegExp(escapeRegExp(term), 'i');
  return (tool) => LANGUAGES.some((lang) => typeof tool.title?.[lang] === 'string' && pattern.test(tool.title[lang]));
}

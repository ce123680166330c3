import { Injectable } from '@nestjs/common';
import type { RuleViolation } from '../../contracts/settings';
import { CategoriesReader } from '../../categories/categories.public';
import { DirectoryReader } from '../../directory/directory.public';
import { SubsidiariesReader } from '../../subsidiaries/subsidiaries.public';
import { ALL_VIEWERS } from '../visibility/tool-visibility';
import type { ToolContent } from './tool-draft';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * Checks that what a tool refers to exists: categories, managers (people of the directory),
 * viewers (people by id, groups by their name as users' `services` hold it) and the subsidiary.
 * A forged or stale id is a broken rule (400), never a silently stored dangling reference.
 */
@Injectable()
export class ToolReferences {
  constructor(
    private readonly directory: DirectoryReader,
    private readonly categories: CategoriesReader,
    private readonly subsidiaries: SubsidiariesReader,
  ) {}

  async check(content: ToolContent): Promise<RuleViolation[]> {
    const viewerIds = content.users.filter((id) => id !== ALL_VIEWERS && OBJECT_ID.test(id));
    const groupNames = content.users.filter((id) => id !== ALL_VIEWERS && !OBJECT_ID.test(id));
    const [categories, people, groups, subsidiary] = await Promise.all([
      this.categories.existingIds(content.categories),
      this.directory.activeUserIds([...content.managers, ...viewerIds]),
      this.directory.activeGroupGuids(groupNames),
      content.subsidiaryId ? this.subsidiaries.exists(content.subsidiaryId) : null,
    ]);
    const knownGroups = groups;
    const violations: RuleViolation[] = [];
    const unknown = (field: string, what: string) =>
      violations.push({ field, code: 'TOOL.UNKNOWN_REFERENCE', message: `Unknown ${what}.` });
    if (content.categories.some((id) => !categories.has(id))) unknown('categories', 'category');
    if (content.managers.some((id) => !people.has(id))) unknown('managers', 'manager');
    if (viewerIds.some((id) => !people.has(id)) || groupNames.some((name) => !knownGroups.has(name))) unknown('users', 'viewer');
    if (content.subsidiaryId && !subsidiary) unknown('subsidiaryId', 'subsidiary');
    return violations;
  }
}

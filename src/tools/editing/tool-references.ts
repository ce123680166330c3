import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { RuleViolation } from '../../contracts/settings';
import { Category } from '../../categories/category.schema';
import { Service } from '../../directory/service.schema';
import { User } from '../../directory/user.schema';
import { Subsidiary } from '../../subsidiaries/subsidiary.schema';
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
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Service.name) private readonly groups: Model<Service>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>,
  ) {}

  async check(content: ToolContent): Promise<RuleViolation[]> {
    const viewerIds = content.users.filter((id) => id !== ALL_VIEWERS && OBJECT_ID.test(id));
    const groupNames = content.users.filter((id) => id !== ALL_VIEWERS && !OBJECT_ID.test(id));
    const [categories, people, groups, subsidiary] = await Promise.all([
      this.existingIds(this.categories, content.categories),
      this.existingIds(this.users, [...new Set([...content.managers, ...viewerIds])], { deleted: { $ne: true } }),
      groupNames.length ? this.groups.find({ guid: { $in: groupNames }, deleted: { $ne: true } }, { guid: 1 }).lean() : [],
      content.subsidiaryId ? this.subsidiaries.exists({ _id: new Types.ObjectId(content.subsidiaryId) }) : null,
    ]);
    const knownGroups = new Set(groups.map((group) => group.guid));
    const violations: RuleViolation[] = [];
    const unknown = (field: string, what: string) =>
      violations.push({ field, code: 'TOOL.UNKNOWN_REFERENCE', message: `Unknown ${what}.` });
    if (content.categories.some((id) => !categories.has(id))) unknown('categories', 'category');
    if (content.managers.some((id) => !people.has(id))) unknown('managers', 'manager');
    if (viewerIds.some((id) => !people.has(id)) || groupNames.some((name) => !knownGroups.has(name))) unknown('users', 'viewer');
    if (content.subsidiaryId && !subsidiary) unknown('subsidiaryId', 'subsidiary');
    return violations;
  }

  private async existingIds<T>(model: Model<T>, ids: string[], filter: Record<string, unknown> = {}): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const found = await model.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, ...filter }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    return new Set(found.map((entry) => String(entry._id)));
  }
}

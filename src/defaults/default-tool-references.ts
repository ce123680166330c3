import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { DefaultToolDraft, EVERYBODY, isObjectIdText } from '../contracts/default-tool-rules';
import type { RuleViolation } from '../contracts/settings';
import type { Principal } from '../platform/auth/principal';
import { Service } from '../directory/service.schema';
import { User } from '../directory/user.schema';
import { Subsidiary } from '../subsidiaries/subsidiary.schema';
import { FindLiveToolQuery } from '../tools/tools.public';

const unknown = (field: string, what: string): RuleViolation => ({ field, code: 'DEFAULT_TOOLS.UNKNOWN_REFERENCE', message: `Unknown ${what}.` });

/**
 * What a default tool refers to must exist: a published, not deleted tool; the subsidiary; people
 * (by id, not deleted) and groups (by guid, as users' `services` and tools' viewers name them).
 */
@Injectable()
export class DefaultToolReferences {
  constructor(
    private readonly queries: QueryBus,
    @InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>,
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Service.name) private readonly groups: Model<Service>,
  ) {}

  /**
   * `caller`: a sub-administrator may only pick a tool every person of their subsidiary sees (a public
   * tool or one of their subsidiary), never a private tool or another subsidiary's. Any other tool is
   * answered as unknown, so its existence and title stay hidden.
   */
  async check(draft: DefaultToolDraft, caller: Pick<Principal, 'roles' | 'subsidiaryId'>): Promise<{ violations: RuleViolation[]; title: Record<string, string> }> {
    const own = caller.subsidiaryId && isObjectIdText(caller.subsidiaryId) ? [caller.subsidiaryId] : [];
    const publicIn = caller.roles.includes('administrator') ? null : own;
    const audience = draft.groups.filter((entry) => entry !== EVERYBODY);
    const personIds = audience.filter(isObjectIdText);
    const guids = audience.filter((entry) => !isObjectIdText(entry));
    const [tool, subsidiary, people, groups] = await Promise.all([
      this.queries.execute<FindLiveToolQuery, { title: Record<string, string> } | null>(new FindLiveToolQuery(draft.tool, publicIn)),
      draft.subsidiaryId ? this.subsidiaries.exists({ _id: new Types.ObjectId(draft.subsidiaryId) }) : true,
      personIds.length ? this.users.find({ _id: { $in: personIds.map((id) => new Types.ObjectId(id)) }, deleted: { $ne: true } }, { _id: 1 }).lean() : [],
      guids.length ? this.groups.find({ guid: { $in: guids }, deleted: { $ne: true } }, { guid: 1 }).lean() : [],
    ]);
    const violations: RuleViolation[] = [];
    if (!tool) violations.push(unknown('tool', 'tool'));
    if (!subsidiary) violations.push(unknown('subsidiaryId', 'subsidiary'));
    const known = new Set([...people.map((person) => String(person._id)), ...groups.map((group) => group.guid)]);
    if (audience.some((entry) => !known.has(entry))) violations.push(unknown('groups', 'group or person'));
    return { violations, title: tool?.title ?? {} };
  }
}

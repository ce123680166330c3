import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DefaultToolDraft, EVERYBODY, isObjectIdText } from '../contracts/default-tool-rules';
import type { RuleViolation } from '../contracts/settings';
import type { Principal } from '../platform/auth/principal';
import { DirectoryReader } from '../directory/directory.public';
import { SubsidiariesReader } from '../subsidiaries/subsidiaries.public';
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
    private readonly subsidiaries: SubsidiariesReader,
    private readonly directory: DirectoryReader,
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
      draft.subsidiaryId ? this.subsidiaries.exists(draft.subsidiaryId) : true,
      this.directory.activeUserIds(personIds),
      this.directory.activeGroupGuids(guids),
    ]);
    const violations: RuleViolation[] = [];
    if (!tool) violations.push(unknown('tool', 'tool'));
    if (!subsidiary) violations.push(unknown('subsidiaryId', 'subsidiary'));
    const known = new Set([...people, ...groups]);
    if (audience.some((entry) => !known.has(entry))) violations.push(unknown('groups', 'group or person'));
    return { violations, title: tool?.title ?? {} };
  }
}

import { Injectable } from '@nestjs/common';
import type { Principal } from '../../platform/auth/principal';
import { isAllowedVisibility, needsApproval } from '../../contracts/tool-access';
import type { VisibilityChoice } from '../../contracts/tool-visibility';
import { ToolRulesBroken, VisibilityNotAllowed } from './tool-editing.errors';
import { toolContentOf, ToolContent } from './tool-draft';
import type { ToolFormBody } from '../../contracts/requests/tool-form';
import { TOOL_RULES } from '../../contracts/tool-rules';
import { ToolReferences } from './tool-references';

const sameVisibility = (a: VisibilityChoice, b: VisibilityChoice) =>
  typeof a === 'object' && typeof b === 'object' ? a.subsidiaryId === b.subsidiaryId : a === b;

/**
 * What every save of the tool form goes through, creation or edit, once its schema has checked the
 * section 5 rules (the validation pipe): references that exist, a visibility this caller may choose (keeping a tool's current
 * one is always allowed), and whether the change waits for an administrator.
 */
@Injectable()
export class ToolChangePolicy {
  constructor(private readonly references: ToolReferences) {}

  async admit(
    caller: Principal,
    body: ToolFormBody,
    current: { visibility: VisibilityChoice; subsidiaryId: string | null } | null,
  ): Promise<{ content: ToolContent; waitsForApproval: boolean }> {
    const draft = toolContentOf(body, current ? null : caller.userId);
    const content = draft.content;
    // An edit that names no managers at all (the schema lets a creation default to its creator).
    if (!content.managers.length) throw new ToolRulesBroken([{ field: 'managers', ...TOOL_RULES.managersRequired }]);

    const kept = !!current && sameVisibility(current.visibility, draft.visibility);
    if (!kept) {
      const subsidiaryIds = typeof draft.visibility === 'object' ? [draft.visibility.subsidiaryId] : [];
      if (!isAllowedVisibility(caller, draft.visibility, subsidiaryIds)) throw new VisibilityNotAllowed();
    }
    const broken = await this.references.check(content);
    if (broken.length) throw new ToolRulesBroken(broken);

    // A sub-administrator's change applies at once only inside their subsidiary, before and after.
    const waitsForApproval =
      needsApproval(caller, { subsidiaryId: content.subsidiaryId }) || (!!current && needsApproval(caller, { subsidiaryId: current.subsidiaryId }));
    return { content, waitsForApproval };
  }
}

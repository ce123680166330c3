import { Injectable } from '@nestjs/common';
import { ANNOUNCEMENT_RULES, checkAnnouncementForm, LANGUAGES, type AnnouncementDraft, type RuleViolation, type Translated } from '../contracts';
import { DirectoryReader } from '../directory/directory.public';
import type { Principal } from '../platform/auth/principal';
import { PermissionDenied } from '../platform/http/domain.error';
import { sanitiseRichTextHtml } from '../settings/settings.public';
import { SubsidiariesReader } from '../subsidiaries/subsidiaries.public';
import { scopedAudience } from './announcement-scope';
import { AnnouncementRulesBroken } from './announcements.errors';

/**
 * Reads a form into an announcement to store: bodies sanitised as the footer is, then the form's rules,
 * the caller's scope (a sub-administrator's own subsidiary), and the groups and subsidiaries it names
 * must exist. Anything broken throws before any write.
 */
@Injectable()
export class AnnouncementDrafts {
  constructor(
    private readonly directory: DirectoryReader,
    private readonly subsidiaries: SubsidiariesReader,
  ) {}

  async read(caller: Principal, body: unknown): Promise<AnnouncementDraft> {
    const input = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : body;
    if (input && typeof input === 'object' && isTextMap((input as { body?: unknown }).body)) {
      (input as { body: Translated }).body = sanitised((input as { body: Record<string, unknown> }).body);
    }
    const { draft, violations } = checkAnnouncementForm(input);
    if (!draft) throw new AnnouncementRulesBroken(violations);
    const audience = scopedAudience(caller, draft.audience);
    if (!audience) throw new PermissionDenied();
    const [groups, subsidiaries] = await Promise.all([
      this.directory.activeGroupGuids(audience.groups),
      Promise.all(audience.subsidiaries.map((id) => this.subsidiaries.exists(id))),
    ]);
    const broken: RuleViolation[] = [];
    if (audience.groups.some((guid) => !groups.has(guid))) broken.push({ field: 'audience.groups', ...ANNOUNCEMENT_RULES.unknownGroup });
    if (subsidiaries.includes(false)) broken.push({ field: 'audience.subsidiaries', ...ANNOUNCEMENT_RULES.unknownSubsidiary });
    if (broken.length) throw new AnnouncementRulesBroken(broken);
    return { ...draft, audience };
  }
}

const isTextMap = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function sanitised(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const lang of LANGUAGES) if (typeof body[lang] === 'string') out[lang] = sanitiseRichTextHtml(body[lang]);
  return out;
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AccessPolicyWire, pickTranslation, type RequestableToolWire } from '../../../contracts';
import { DirectoryReader } from '../../../directory/directory.public';
import { canSee, ToolCatalogue, WallSubjects } from '../../../tools/tools.public';
import { AccessPolicies, isRequestable } from '../../access-policies';
import { type CatalogueTool } from '../../catalogue-tool';
import { RequesterLists } from '../../requests/requester-lists';
import { FindRequestableToolsQuery } from './find-requestable-tools.query';

/** How long the managers' names of a composed list are trusted (a renamed manager shows within this). */
const NAMES_KEPT_MS = 60_000;

interface Composed {
  policies: string;
  catalogue: number;
  until: number;
  tools: { policy: AccessPolicyWire; tool: CatalogueTool; managers: string[] }[];
}

/**
 * The requestable tools a caller cannot see. The requestable policies (a Redis read model), their live tools
 * (the catalogue) and their managers' names (read by `_id`) are composed once per policies' and catalogue's
 * version, and the names at most every NAMES_KEPT_MS; a call then filters that list by the caller's sight.
 */
@QueryHandler(FindRequestableToolsQuery)
export class FindRequestableToolsHandler implements IQueryHandler<FindRequestableToolsQuery> {
  private composed: Composed = { policies: '', catalogue: -1, until: 0, tools: [] };
  private readonly collators = new Map<string, Intl.Collator>();

  constructor(
    private readonly requesters: RequesterLists,
    private readonly policies: AccessPolicies,
    private readonly catalogue: ToolCatalogue,
    private readonly subjects: WallSubjects,
    private readonly directory: DirectoryReader,
  ) {}

  async execute({ caller, language }: FindRequestableToolsQuery): Promise<RequestableToolWire[]> {
    if (!caller.userId) return [];
    await this.catalogue.ready();
    const viewer = await this.subjects.viewerOfCaller(caller);
    const found = (await this.compose()).filter(({ tool }) => !canSee(viewer, tool));
    if (!found.length) return [];
    const openOf = await this.requesters.openOf(caller.userId);
    const collator = this.collators.get(language) ?? this.collators.set(language, new Intl.Collator(language)).get(language)!;
    return found
      .map(({ policy, tool, managers }) => ({
        toolId: policy.toolId,
        title: pickTranslation(tool.title, language),
        description: pickTranslation(tool.description, language),
        logo: { image: tool.logo?.image, abrev: tool.logo?.abrev, color: tool.logo?.color },
        managers,
        maxDays: policy.maxDays,
        question: policy.question,
        openRequestId: openOf.get(policy.toolId) ?? null,
      }))
      .sort((a, b) => collator.compare(a.title, b.title));
  }

  private async compose(): Promise<Composed['tools']> {
    const { version, policies } = await this.policies.requestable();
    const catalogue = this.catalogue.version;
    const kept = this.composed;
    if (kept.policies === version && kept.catalogue === catalogue && Date.now() < kept.until) return kept.tools;
    const live = policies.map((policy) => ({ policy, tool: this.catalogue.get(policy.toolId)?.tool })).filter((entry): entry is { policy: AccessPolicyWire; tool: CatalogueTool } => isRequestable(entry.tool, entry.policy));
    const names = await this.directory.fullnamesById(new Set(live.flatMap(({ tool }) => tool.managers.map(String))));
    const tools = live.map(({ policy, tool }) => ({ policy, tool, managers: tool.managers.map((id) => names.get(String(id))).filter((name): name is string => !!name) }));
    this.composed = { policies: version, catalogue, until: Date.now() + NAMES_KEPT_MS, tools };
    return tools;
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { pickTranslation, type RequestableToolWire } from '../../../contracts';
import { DirectoryReader } from '../../../directory/directory.public';
import { canSee, ToolCatalogue, WallSubjects } from '../../../tools/tools.public';
import { AccessPolicies, isRequestable } from '../../access-policies';
import { RequesterLists } from '../../requests/requester-lists';
import { FindRequestableToolsQuery } from './find-requestable-tools.query';

@QueryHandler(FindRequestableToolsQuery)
export class FindRequestableToolsHandler implements IQueryHandler<FindRequestableToolsQuery> {
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
    const found = (await this.policies.requestable())
      .map((policy) => ({ policy, tool: this.catalogue.get(policy.toolId)?.tool }))
      .filter(({ policy, tool }) => isRequestable(tool, policy) && !canSee(viewer, tool));
    if (!found.length) return [];
    const openOf = await this.requesters.openOf(caller.userId);
    const names = await this.directory.fullnames(found.flatMap(({ tool }) => tool!.managers.map(String)));
    return found
      .map(({ policy, tool }) => ({
        toolId: policy.toolId,
        title: pickTranslation(tool!.title, language),
        description: pickTranslation(tool!.description, language),
        logo: { image: tool!.logo?.image, abrev: tool!.logo?.abrev, color: tool!.logo?.color },
        managers: tool!.managers.map((id) => names.get(String(id))).filter((name): name is string => !!name),
        maxDays: policy.maxDays,
        question: policy.question,
        openRequestId: openOf.get(policy.toolId) ?? null,
      }))
      .sort((a, b) => a.title.localeCompare(b.title, language));
  }
}

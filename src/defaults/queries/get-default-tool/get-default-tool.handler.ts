import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PermissionDenied } from '../../../platform/http/domain.error';
import { canManageDefaultTool } from '../../../contracts/tool-access';
import { DefaultToolList } from '../../default-tool-list';
import type { DefaultToolView } from '../../default-tool.view';
import { DefaultToolNotFound } from '../../default-tools.errors';
import { GetDefaultToolQuery } from './get-default-tool.query';

@QueryHandler(GetDefaultToolQuery)
export class GetDefaultToolHandler implements IQueryHandler<GetDefaultToolQuery> {
  constructor(private readonly list: DefaultToolList) {}

  async execute({ caller, id }: GetDefaultToolQuery): Promise<DefaultToolView> {
    const doc = await this.list.findById(id);
    if (!doc) throw new DefaultToolNotFound();
    // Another subsidiary's default tool: permission_denied, which the back-office turns into /error-403 (spec section 6).
    if (!canManageDefaultTool(caller, { subsidiaryId: doc.subsidiary ? String(doc.subsidiary) : null })) throw new PermissionDenied();
    const [view] = await this.list.views([doc]);
    return view;
  }
}

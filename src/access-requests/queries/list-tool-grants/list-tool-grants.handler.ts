import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AccessGrantWire } from '../../../contracts';
import { NotFound } from '../../../platform/http/domain.error';
import { ToolCatalogue } from '../../../tools/tools.public';
import { grantIdOf } from '../../grants/access-grant-applier';
import { ListToolGrantsQuery } from './list-tool-grants.query';
import { AccessStore } from '../../access-store';

/** Point reads at once: a grant is read by its `_id`, never by a filter (FerretDB scans for anything else). */
const READS_AT_ONCE = 25;

/**
 * A grant's holder is a viewer of its tool while it runs, so the tool's named viewers (from the catalogue)
 * give the grants' `_id`s: each is read by `_id`, and the cost follows the tool's viewers, never the
 * number of grants overall. Ended grants are left out.
 */
@QueryHandler(ListToolGrantsQuery)
export class ListToolGrantsHandler implements IQueryHandler<ListToolGrantsQuery> {
  constructor(
    private readonly store: AccessStore,
    private readonly catalogue: ToolCatalogue,
  ) {}

  async execute({ toolId }: ListToolGrantsQuery): Promise<AccessGrantWire[]> {
    await this.catalogue.ready();
    const tool = this.catalogue.get(toolId)?.tool;
    if (!tool) throw new NotFound('Tool');
    const ids = [...new Set(tool.users.map(String))].map((userId) => grantIdOf(toolId, userId));
    const found: AccessGrantWire[] = [];
    for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
      const batch = await Promise.all(ids.slice(start, start + READS_AT_ONCE).map((id) => this.store.grants.findById(id, { holder: 1, ends_at: 1, state: 1 }).lean()));
      for (const grant of batch)
        if (grant && grant.state !== 'ended') found.push({ userId: grant.holder._id, fullname: grant.holder.fullname, endsAt: grant.ends_at ? grant.ends_at.toISOString() : null });
    }
    const endOf = (grant: AccessGrantWire) => (grant.endsAt ? Date.parse(grant.endsAt) : Number.POSITIVE_INFINITY);
    return found.sort((a, b) => endOf(a) - endOf(b) || a.fullname.localeCompare(b.fullname));
  }
}

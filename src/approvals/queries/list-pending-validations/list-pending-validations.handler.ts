import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isAllowed } from '../../../contracts/permissions';
import { FindToolSummariesQuery, type ToolSummary, WallSubjects } from '../../../tools/tools.public';
import { NoApprovalRights } from '../../approvals.errors';
import { isDesignated, pendingExtraIndex, StoredValidation } from '../../stored-validation';
import { Validation } from '../../validation.schema';
import { toValidationView } from '../../validation-view';
import { ListPendingValidationsQuery } from './list-pending-validations.query';

/**
 * Administrators see every waiting request; anyone else sees the requests whose waiting extra
 * approval designates them (in person or through a group). Someone with neither the validations
 * access nor such a request is told they have no approval rights.
 */
@QueryHandler(ListPendingValidationsQuery)
export class ListPendingValidationsHandler implements IQueryHandler<ListPendingValidationsQuery> {
  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly queries: QueryBus,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller }: ListPendingValidationsQuery) {
    const viewer = await this.subjects.viewerOfCaller(caller);
    const isAdmin = caller.roles.includes('administrator');
    const pending = await this.validations.find({ status: 'pending' }).sort({ updated_time: -1 }).lean<StoredValidation[]>();
    const visible = isAdmin
      ? pending
      : pending.filter((validation) => {
          const index = pendingExtraIndex(validation);
          return index >= 0 && isDesignated(viewer, validation.extra_validations[index]);
        });
    if (!visible.length && !isAllowed(caller.roles, 'approvals.list')) throw new NoApprovalRights();

    const toolIds = [...new Set(visible.map((validation) => String(validation.app)))];
    const tools = await this.queries.execute<FindToolSummariesQuery, ToolSummary[]>(new FindToolSummariesQuery(toolIds));
    const byId = new Map(tools.map((tool) => [tool._id, tool]));
    return visible.map((validation) => toValidationView(validation, viewer, byId.get(String(validation.app))));
  }
}

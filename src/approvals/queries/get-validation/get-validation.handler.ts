import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { FindToolSummariesQuery, type ToolSummary, WallSubjects } from '../../../tools/tools.public';
import { NoApprovalRights, ValidationNotFound } from '../../approvals.errors';
import { isDesignated, StoredValidation, validationObjectId } from '../../stored-validation';
import { Validation } from '../../validation.schema';
import { toValidationView } from '../../validation-view';
import { GetValidationQuery } from './get-validation.query';

/** Open to administrators and to anyone ever designated as an extra validator of this request. */
@QueryHandler(GetValidationQuery)
export class GetValidationHandler implements IQueryHandler<GetValidationQuery> {
  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly queries: QueryBus,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller, validationId }: GetValidationQuery) {
    const validation = await this.validations.findById(validationObjectId(validationId)).lean<StoredValidation>();
    if (!validation) throw new ValidationNotFound();
    const viewer = await this.subjects.viewerOfCaller(caller);
    const designated = (validation.extra_validations ?? []).some((extra) => isDesignated(viewer, extra));
    if (!caller.roles.includes('administrator') && !designated) throw new NoApprovalRights();
    const [tool] = await this.queries.execute<FindToolSummariesQuery, ToolSummary[]>(new FindToolSummariesQuery([String(validation.app)]));
    return { ...toValidationView(validation, viewer, tool), current: tool ? { title: tool.title, description: tool.description, url: tool.url, logo: tool.logo } : null };
  }
}

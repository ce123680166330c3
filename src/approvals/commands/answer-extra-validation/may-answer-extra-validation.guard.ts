import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { AuthenticatedRequest, Principal } from '../../../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../../../platform/auth/resource-access.guard';
import { WallSubjects } from '../../../tools/tools.public';
import { NoAdditionalApprovalRights, ValidationNotFound } from '../../approvals.errors';
import { isDesignated, StoredValidation } from '../../stored-validation';
import { Validation } from '../../validation.schema';

/**
 * `accept-extra-validation` and `reject-extra-validation`, decided before the body (the rejection's
 * reason) is read: 404 for an unknown request, 403 to anyone no extra approval of it was ever asked of.
 * Whether one is waiting and the caller is its validator stays the handler's, under the request's lock.
 */
@Injectable()
export class MayAnswerExtraValidation extends ResourceAccessGuard {
  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly subjects: WallSubjects,
  ) {
    super();
  }

  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const [id] = idsIn(req, { param: 'id' }) ?? [];
    if (!id) return;
    const validation = await this.validations.findById(id, { extra_validations: 1 }).lean<Pick<StoredValidation, 'extra_validations'>>();
    if (!validation) throw new ValidationNotFound();
    const viewer = await this.subjects.viewerOfCaller(caller);
    if (!(validation.extra_validations ?? []).some((extra) => isDesignated(viewer, extra))) throw new NoAdditionalApprovalRights();
  }
}

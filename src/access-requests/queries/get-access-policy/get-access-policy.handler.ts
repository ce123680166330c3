import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AccessPolicyWire } from '../../../contracts';
import { AccessPolicies } from '../../access-policies';
import { GetAccessPolicyQuery } from './get-access-policy.query';

@QueryHandler(GetAccessPolicyQuery)
export class GetAccessPolicyHandler implements IQueryHandler<GetAccessPolicyQuery> {
  constructor(private readonly policies: AccessPolicies) {}

  execute({ toolId }: GetAccessPolicyQuery): Promise<AccessPolicyWire> {
    return this.policies.of(toolId);
  }
}

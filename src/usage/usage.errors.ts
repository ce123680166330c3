import { DomainError } from '../platform/http/domain.error';

export class InvalidOpenedTool extends DomainError {
  constructor() {
    super('USAGE.INVALID_TOOL_ID', 'toolId must be the id of a tool.', 400, { toolId: 'invalid identifier' });
  }
}

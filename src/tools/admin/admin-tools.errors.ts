import { DomainError } from '../../platform/http/domain.error';

/** The echoed value is cut: an error message is not a place to reflect a whole URL back. */
const ECHO_MAX = 40;

const ADMIN_TOOLS_ERRORS = {
  invalidListParameter: 'TOOLS.INVALID_LIST_PARAMETER',
} as const;

/** A list or export call whose paging, sort or filter cannot be read (bad JSON, unknown column, malformed id). */
export class InvalidToolListParameter extends DomainError {
  constructor(parameter: string, expected: string, value?: unknown) {
    const echo = value === undefined ? '' : ` (got ${JSON.stringify(value)?.slice(0, ECHO_MAX)})`;
    super(ADMIN_TOOLS_ERRORS.invalidListParameter, `${parameter}: ${expected}${echo}`, 400, { [parameter]: expected });
  }
}

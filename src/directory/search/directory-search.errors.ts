import { DomainError } from '../../platform/http/domain.error';

/** Error codes of the directory calls, translated by the UIs like every other code. */
const DIRECTORY_ERRORS = {
  invalidId: 'DIRECTORY.INVALID_ID',
  invalidListParameter: 'DIRECTORY.INVALID_LIST_PARAMETER',
} as const;

/** The echoed value is cut: an error message is not a place to reflect a whole URL back. */
const ECHO_MAX = 40;

export class InvalidDirectoryId extends DomainError {
  constructor(id: string) {
    super(DIRECTORY_ERRORS.invalidId, `"${String(id).slice(0, ECHO_MAX)}" is not a valid id`, 400);
  }
}

/** A list call whose paging, sort or filter cannot be read (bad JSON, unknown column, negative page). */
export class InvalidListParameter extends DomainError {
  constructor(parameter: string, expected: string) {
    super(DIRECTORY_ERRORS.invalidListParameter, `${parameter}: ${expected}`, 400);
  }
}

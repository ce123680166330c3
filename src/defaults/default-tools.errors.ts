import { invalidParameter, refusal, RulesBroken } from '../platform/http/domain.error';

/** The form's broken rules: 400 with the first message and every field's message (react-admin shows them per field). */
export class DefaultToolRulesBroken extends RulesBroken {}

/** Unknown or malformed id: 404 (never a 500 from a failed ObjectId cast). */
export class DefaultToolNotFound extends refusal('DEFAULT_TOOLS.NOT_FOUND', 'This default tool does not exist.', 404) {}

export class DefaultToolIdRequired extends refusal('DEFAULT_TOOLS.ID_REQUIRED', 'The default tool to change is missing (_id).', 400, { _id: 'required' }) {}

/** The same tool for the same language and subsidiary twice would add nothing and confuse the order. */
export class DuplicateDefaultTool extends refusal('DEFAULT_TOOLS.DUPLICATE', 'This tool is already a default tool for this language and subsidiary.', 409, { tool: 'already a default tool' }) {}

export class InvalidDefaultToolListParameter extends invalidParameter('DEFAULT_TOOLS.INVALID_LIST_PARAMETER') {}

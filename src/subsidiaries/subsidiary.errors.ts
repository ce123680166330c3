import { SUBSIDIARY_RULES } from '../contracts';
import { DomainError, invalidParameter, refusal, RulesBroken } from '../platform/http/domain.error';

/** The popin's broken rules: 400 with the first message and every field's message (react-admin shows them per field). */
export class SubsidiaryRulesBroken extends RulesBroken {}

/** Unknown, deleted or malformed ids all answer the same 404: an id reveals nothing. */
export class SubsidiaryNotFound extends refusal('SUBSIDIARY.NOT_FOUND', 'This subsidiary does not exist.', 404) {}

/** Deleting a subsidiary that tools, people or default tools still point at would leave them dangling. */
export class SubsidiaryInUse extends DomainError {
  constructor(uses: string[]) {
    super(SUBSIDIARY_RULES.inUse.code, `This subsidiary is still used by ${uses.join(', ')}: give them another subsidiary first.`, 409);
  }
}

export class InvalidSubsidiaryParameter extends invalidParameter('SUBSIDIARY.INVALID_PARAMETER') {}

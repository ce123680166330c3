import { UnauthorizedException } from '@nestjs/common';
import { DomainError } from '../../platform/http/domain.error';

/**
 * No usable token: none sent, another scheme, another kind of token, unknown, revoked or expired. One
 * answer for all, so a caller learns nothing about which, nor whether the resource exists.
 */
export class ApiTokenNotAccepted extends UnauthorizedException {
  constructor() {
    super('not_authenticated');
  }
}

/** A usable token without a scope the route needs; decided before the resource is looked at. */
export class ApiTokenScopeMissing extends DomainError {
  constructor() {
    super('permission_denied', 'permission_denied', 403);
  }
}

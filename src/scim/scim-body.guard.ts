import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { UnreadableBodyRequest } from '../platform/http/json-body.middleware';
import { ScimError } from './scim.errors';

/**
 * A body the JSON parser could not read, answered as SCIM errors once the token was checked: malformed
 * JSON is a 400 `invalidSyntax`, a body past the 1 MB limit a 413 (RFC 7644 §3.12).
 */
@Injectable()
export class ScimBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const unreadable = context.switchToHttp().getRequest<UnreadableBodyRequest>().unreadableBody;
    if (unreadable === 'too_large') throw new ScimError(413, undefined, 'The request is larger than the 1 MB the SCIM endpoint takes.');
    if (unreadable === 'invalid_json') throw new ScimError(400, 'invalidSyntax', 'The request body is not valid JSON.');
    return true;
  }
}

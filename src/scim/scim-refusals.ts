import { ProvisioningRefused } from '../directory/directory.public';
import { ScimError } from './scim.errors';

/** The directory's refusals as SCIM errors (RFC 7644 §3.12). */
export function refusalOf(error: unknown): never {
  if (!(error instanceof ProvisioningRefused)) throw error;
  switch (error.reason) {
    case 'login-taken':
    case 'group-name-taken':
      throw new ScimError(409, 'uniqueness', error.message);
    case 'not-found':
      throw new ScimError(404, undefined, error.message);
    case 'last-administrator':
      throw new ScimError(400, 'mutability', error.message);
    case 'busy':
      throw new ScimError(503, undefined, error.message);
  }
}

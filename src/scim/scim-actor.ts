import type { ApiTokenPrincipal } from '../api-tokens/api-tokens.public';
import type { ProvisioningActor } from '../directory/directory.public';

/** Who a SCIM change is logged as: the token, by id and name. */
export function actorOf(token: ApiTokenPrincipal): ProvisioningActor {
  return { tokenId: token.id, tokenName: token.name };
}

import type { Principal } from '../../../platform/auth/principal';

/** GET app-validation/pending: the requests waiting, as this caller may see them. */
export class ListPendingValidationsQuery {
  constructor(readonly caller: Principal) {}
}

import type { Principal } from '../../platform/auth/principal';

/** Who did something, as the logs name them. */
export interface Person {
  userId: string;
  fullname: string;
}

/** A token as events name it. */
export interface ApiTokenRef {
  tokenId: string;
  name: string;
}

export const personOf = (caller: Principal): Person => ({ userId: caller.userId!, fullname: caller.fullname });

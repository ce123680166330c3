import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:public';
/** The route answers without a session (health, sign-in steps). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ALLOWS_UNREGISTERED = 'auth:allows-unregistered';
/** The route answers signed-in people who are not (or no longer) usable users: getOneUser, logout. */
export const AllowUnregistered = () => SetMetadata(ALLOWS_UNREGISTERED, true);

export const RECOGNISES_CALLER = 'auth:recognises-caller';
/**
 * A public route that still recognises a signed-in caller: the access guard resolves the session when
 * the request names one (`req.principal`), and lets the call through either way.
 */
export const RecognisesCaller = () => SetMetadata(RECOGNISES_CALLER, true);

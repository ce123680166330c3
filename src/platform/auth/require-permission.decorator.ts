import { SetMetadata } from '@nestjs/common';
import type { Action } from '../../contracts/permissions';

export const REQUIRED_ACTION = 'auth:action';
/** Declares the matrix action a route performs; the access guard refuses everyone else with 403. */
export const RequirePermission = (action: Action) => SetMetadata(REQUIRED_ACTION, action);

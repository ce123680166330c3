import { Query } from '@nestjs/cqrs';
import type { UserNameEntry } from '../../directory-entries';

/**
 * Every non-deleted person as `{ _id, fullname }`, for the front's id → name map (front spec,
 * GET getMapUsers). Only those two fields: about 60 bytes of JSON a person, so ~6 MB for
 * 100,000 people before compression (~1 MB gzipped). The front needs every entry, so it is not paged.
 */
export class GetUserNameMapQuery extends Query<UserNameEntry[]> {}

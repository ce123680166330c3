import { Query } from '@nestjs/cqrs';
import type { VersionedJson } from '../../../../platform/http/encoded-json';

/**
 * Every non-deleted person as `{ _id, fullname }`, for the front's id → name map (front spec,
 * GET getMapUsers), as JSON text with the version of the names it is made of (the HTTP layer
 * encodes it once per version). Only those two fields: about 60 bytes of JSON a person, so ~6 MB
 * for 100,000 people before compression (~1 MB gzipped). Not paged: the spec's callers need every
 * entry (neither UI calls it any more; they name people by id with getUsers/id).
 */
export class GetUserNameMapQuery extends Query<VersionedJson> {}

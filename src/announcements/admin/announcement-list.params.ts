import { ANNOUNCEMENT_KINDS } from '../../contracts';
import { orThrow, readFilterObject, readRange, readSort, SimpleRestListQuery } from '../../contracts/simple-rest-list';
import { InvalidAnnouncementListParameter } from '../announcements.errors';
import type { AnnouncementListCriteria } from '../queries/list-announcements/list-announcements.query';

const ANNOUNCEMENTS_PAGE = 50;
const ANNOUNCEMENTS_MAX_PAGE = 100;

/** Reads ra-data-simple-rest's `sort`, `range` and `filter={"kind":…}`; anything malformed is a 400 naming the parameter. */
export function announcementListCriteriaOf(query: SimpleRestListQuery): AnnouncementListCriteria {
  const { kind } = orThrow(readFilterObject(query.filter), InvalidAnnouncementListParameter) as { kind?: unknown };
  if (kind !== undefined && !(ANNOUNCEMENT_KINDS as readonly unknown[]).includes(kind)) {
    throw new InvalidAnnouncementListParameter('filter.kind', ANNOUNCEMENT_KINDS.join(', '));
  }
  const sort = orThrow(readSort(query.sort, ['startsAt', 'endsAt', 'updated_time'], { key: 'startsAt', ascending: false }), InvalidAnnouncementListParameter);
  const range = orThrow(readRange(query.range, ANNOUNCEMENTS_PAGE, ANNOUNCEMENTS_MAX_PAGE), InvalidAnnouncementListParameter);
  return { kind: kind as string | undefined, sortKey: sort.key, ascending: sort.ascending, ...range };
}

import { LIMITS } from '../../contracts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The "new" flag (spec: "new when created fewer than 15 days ago, or flagged is_new"; "public:
 * is_new true"): `is_new` is set when a public or subsidiary tool is published, and cleared by the
 * worker's job 15 days later. A private tool never carries it; an edit never renews it. The reads
 * (tool-card `isNew`) still add the spec's "created fewer than 15 days ago".
 */

/** Fields stamped on a tool when it goes live (created by an administrator, or its creation accepted). */
export function publicationFields(isPrivate: boolean, now: Date): { is_new: boolean; published_time: Date } {
  return { is_new: !isPrivate, published_time: now };
}

/**
 * The stored fields of an edit without renewing the label: `is_new` is dropped from the update (the
 * stored value stays) unless the edit makes the tool private, which takes the label away.
 */
export function withoutRenewedNewLabel<T extends { is_new?: boolean }>(fields: T): Omit<T, 'is_new'> & { is_new?: false } {
  const { is_new, ...others } = fields;
  return is_new ? others : { ...others, is_new: false };
}

/** Tools published at or before this instant have had their 15 days. */
export function newLabelCutoff(now: Date): Date {
  return new Date(now.getTime() - LIMITS.newToolDays * DAY_MS);
}

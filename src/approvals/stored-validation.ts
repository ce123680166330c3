import { Types } from 'mongoose';
import type { Viewer } from '../tools/tools.public';
import { AlreadyApproved, AlreadyRejected, RequestWithdrawn, ValidationNotFound } from './approvals.errors';
import type { ExtraValidation, Validation } from './validation.schema';

export type StoredExtraValidation = ExtraValidation & { created_time?: Date; updated_time?: Date };
export type StoredValidation = Validation & {
  _id: Types.ObjectId;
  extra_validations: StoredExtraValidation[];
  created_time?: Date;
  updated_time?: Date;
};

export function validationObjectId(value: string): Types.ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(value)) throw new ValidationNotFound();
  return new Types.ObjectId(value);
}

/** The index of the extra approval still waiting, or -1 (at most one waits at a time). */
export function pendingExtraIndex(validation: Pick<StoredValidation, 'extra_validations'>): number {
  return (validation.extra_validations ?? []).findIndex((extra) => extra.status === 'pending');
}

/** Is this person the designated validator: the person named, or a member of the group named? */
export function isDesignated(viewer: Viewer, extra: Pick<StoredExtraValidation, 'validator'>): boolean {
  const validator = extra.validator;
  if (validator.type === 'user') return String(validator._id) === viewer.userId;
  return !!validator.guid && viewer.groups.includes(validator.guid);
}

/** A request that is no longer waiting answers why: approved, rejected, or its tool deleted. */
export function assertStillPending(validation: StoredValidation | null): asserts validation is StoredValidation {
  if (!validation) throw new ValidationNotFound();
  if (validation.status === 'accepted') throw new AlreadyApproved();
  if (validation.status === 'rejected') throw new AlreadyRejected();
  if (validation.status === 'withdrawn') throw new RequestWithdrawn();
}

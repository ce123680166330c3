import type { Principal } from '../platform/auth/principal';
import type { ExtraValidator, Person, ToolRef } from './events/validation-party';
import type { StoredExtraValidation, StoredValidation } from './stored-validation';

export const personOf = (caller: Principal): Person => ({ userId: caller.userId!, fullname: caller.fullname });
export const stampOf = (caller: Principal) => ({ _id: caller.userId!, fullname: caller.fullname });

/** The tool a request is about, named by its proposed titles (what the mails call it). */
export function toolOf(validation: StoredValidation): ToolRef {
  const title = (validation.changed?.title ?? {}) as Record<string, string>;
  return { toolId: String(validation.app), title: Object.fromEntries(Object.entries(title).filter(([, text]) => !!text)) };
}

export const editorOf = (validation: StoredValidation): Person => ({
  userId: String(validation.edited_by?._id),
  fullname: validation.edited_by?.fullname ?? '',
});

export function validatorOf(extra: StoredExtraValidation): ExtraValidator {
  const validator = extra.validator;
  return { id: String(validator._id), type: validator.type, name: (validator.type === 'user' ? validator.fullname : validator.title) ?? '' };
}

export const askedByOf = (extra: StoredExtraValidation): Person => ({
  userId: String(extra.asked_by?._id ?? ''),
  fullname: extra.asked_by?.fullname ?? '',
});

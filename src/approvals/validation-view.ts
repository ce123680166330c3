import type { ExtraValidationView, ValidationView } from '../contracts/wire/validations';
import type { ToolSummary, Viewer } from '../tools/tools.public';
import { isDesignated, pendingExtraIndex, StoredExtraValidation, StoredValidation } from './stored-validation';

/**
 * A request as the approval screens read it (back-office spec section 3, Validation): the proposed
 * content in `changed`, who edited it and when, its extra approvals (validator name or title,
 * status, reason), and whether the reader is the designated validator of the waiting one.
 */
export function toValidationView(validation: StoredValidation, viewer: Viewer, liveTool?: Pick<ToolSummary, '_id' | 'title' | 'url' | 'logo' | 'is_published'> | null): ValidationView {
  const pending = pendingExtraIndex(validation);
  return {
    _id: String(validation._id),
    app: liveTool
      ? { _id: String(liveTool._id), title: liveTool.title, url: liveTool.url, logo: liveTool.logo ?? {}, is_published: liveTool.is_published !== false }
      : { _id: String(validation.app) },
    kind: validation.kind as ValidationView['kind'],
    status: validation.status,
    changed: validation.changed,
    edited_by: { _id: String(validation.edited_by?._id), fullname: validation.edited_by?.fullname },
    created_time: isoTime(validation.created_time),
    updated_time: isoTime(validation.updated_time),
    extra_validations: (validation.extra_validations ?? []).map((extra: StoredExtraValidation): ExtraValidationView => ({
      _id: String(extra._id),
      validator: {
        _id: String(extra.validator._id),
        type: extra.validator.type,
        ...(extra.validator.type === 'user' ? { fullname: extra.validator.fullname } : { title: extra.validator.title }),
      },
      status: extra.status as ExtraValidationView['status'],
      message: extra.message ?? null,
      asked_by: extra.asked_by ?? null,
      answered_by: extra.answered_by ?? null,
      created_time: isoTime(extra.created_time),
      updated_time: isoTime(extra.updated_time),
    })),
    user_is_validator: pending >= 0 && isDesignated(viewer, validation.extra_validations[pending]),
  };
}

/** The times as the JSON answer writes them (what `Date`'s toJSON gives). */
const isoTime = (time: Date | string | undefined): string | undefined => (time ? new Date(time).toISOString() : undefined);

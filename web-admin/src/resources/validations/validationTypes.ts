import type { Translated } from '@contracts';

export type ExtraValidationStatus = 'pending' | 'accepted' | 'rejected';

export interface ExtraValidation {
  _id: string;
  validator: { _id: string; type: 'user' | 'group'; fullname?: string; title?: string };
  status: ExtraValidationStatus;
  message: string | null;
}

/** A waiting request as `app-validation/pending` and `app-validation/{id}` answer it. */
export interface ValidationView {
  _id: string;
  app: { _id: string; title?: Translated; url?: Translated; is_published?: boolean };
  kind?: 'creation' | 'edition';
  status: string;
  changed: { title?: Translated; url?: Translated; description?: Translated };
  edited_by: { _id: string; fullname?: string };
  updated_time?: string;
  extra_validations: ExtraValidation[];
  user_is_validator: boolean;
}

/** `app-validation/default-extra-validation-service` and `config/validation_service`. */
export interface ValidationService {
  _id: string | null;
  title: string | null;
  objectguid: string | null;
}

import type { Translated } from '../languages';
import type { ToolLogo } from './tools';

/** An extra approval of a request: its validator (a person or a group), its status and the rejection reason. */
export interface ExtraValidationView {
  _id: string;
  validator: { _id: string; type: 'user' | 'group'; fullname?: string; title?: string };
  status: 'pending' | 'accepted' | 'rejected' | 'removed';
  message: string | null;
  asked_by: { _id: string; fullname: string } | null;
  answered_by: { _id: string; fullname: string } | null;
  created_time?: string;
  updated_time?: string;
}

/**
 * A request as `app-validation/pending` and `app-validation/{id}` answer it (back-office spec
 * section 3, Validation): the proposed content in `changed`, who edited it and when, its extra
 * approvals, and whether the reader is the designated validator of the waiting one.
 */
export interface ValidationView {
  _id: string;
  /** The live tool's title, url, logo and state; only its id once the tool is gone. */
  app: { _id: string; title?: Translated; url?: Translated; logo?: ToolLogo; is_published?: boolean };
  kind: 'creation' | 'edition';
  status: string;
  changed: { title?: Translated; url?: Translated; description?: Translated } & Record<string, unknown>;
  edited_by: { _id: string; fullname?: string };
  created_time?: string;
  updated_time?: string;
  extra_validations: ExtraValidationView[];
  user_is_validator: boolean;
}

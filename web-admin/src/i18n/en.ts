import englishMessages from 'ra-language-english';
import type { Messages } from './messages';
import toolsEn from './tools/en';

const en: Messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    validation: { ...englishMessages.ra.validation, required: 'This field is required.' },
    // ra-input-rich-text's toolbar asks for these; no language pack ships them.
    tiptap: {
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
      align_left: 'Align left',
      align_right: 'Align right',
      align_center: 'Center',
      align_justify: 'Justify',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      link: 'Add a link',
      clear_format: 'Clear format',
    },
  },
  portal: {
    ...toolsEn,
    app: {
      title: 'Portal back-office',
      back_to_portal: 'Back to the portal',
    },
    menu: {
      footer: 'Footer',
    },
    footer: {
      title: 'Footer',
      help: 'One text per language. Employees see the footer in the language of their interface.',
      saved: 'Footer saved',
      load_error: 'The footer could not be loaded.',
    },
    not_found: {
      title: 'Content not found',
      message: 'This page does not exist in the back-office.',
      home: 'Back-office home',
    },
    errors: {
      generic: 'An error has occurred',
      permission_denied: 'You do not have the rights to do this.',
      not_authenticated: 'Your session has ended. Please sign in again.',
      not_found: 'This content no longer exists.',
      validation_failed: 'Some fields are not valid.',
      invalid_csrf_token: 'Your session has expired. Reload the page and try again.',
      internal_error: 'The server could not complete the request.',
      service_unavailable: 'The service is briefly unavailable: nothing was saved. Try again in a few seconds.',
      too_many_requests: "Too many requests: please wait a moment and try again.",
      idempotency_key_reused: "This form was already sent with other content. Please send it again.",
      idempotency_key_in_progress: "This form is still being saved. Please wait a few seconds before trying again.",
      idempotency_key_invalid: "The request's Idempotency-Key is malformed.",
      FILE: { QUOTA_REACHED: "You have reached today's upload limit. Please try again tomorrow." },
      IMAGE: { TOO_MANY_PIXELS: "The image must be at most 4096 px wide and high." },
      /** The request shapes' codes (contracts/field-violation.ts), with their parameters. */
      fields: {
        REQUIRED: "Required.",
        INVALID_TYPE: "Expected %{expected}.",
        INVALID_ID: "Not a valid identifier.",
        INVALID_FORMAT: "Not in the expected format.",
        INVALID_CHOICE: "Choose one of: %{options}.",
        TOO_LONG: "At most %{max} characters.",
        TOO_SHORT: "At least %{min} characters.",
        TOO_MANY: "At most %{max} entries.",
        TOO_FEW: "At least %{min} entries.",
        TOO_SMALL: "At least %{min}.",
        TOO_LARGE: "At most %{max}.",
        INVALID: "Not valid.",
      },
      FOOTER: {
        TOO_LONG: 'The footer may hold at most %{max} characters.',
        UNKNOWN_LANGUAGE: 'This language is not supported.',
      },
    },
  },
};

export default en;

import type { Messages } from '../messages';

/** Texts of the API tokens page (programs' tokens: SCIM, the catalogue, the usage report). */
const en: Messages = {
  portal: {
    menu: { api_tokens: 'API tokens' },
    api_tokens: {
      help: 'Programs (an identity provider, a pipeline, a report) call the portal with a token, never as a person. Each token does only what its scopes allow, until its expiry or until it is revoked.',
      create: 'Create a token',
      create_title: 'Create an API token',
      empty: 'No API token yet',
      empty_help: 'Create one for each program that calls the portal, with only the scopes it needs.',
      fields: {
        name: 'Name',
        scopes: 'Scopes',
        expiresOn: 'Expires on',
        expiresAt: 'Expires',
        note: 'Note',
        state: 'State',
        lastUsedAt: 'Last use',
        createdBy: 'Created by',
        hint: 'Starts with',
      },
      expiry_help: 'At most one year; the token stops working at 00:00 UTC that day.',
      scope_labels: {
        scim: 'SCIM provisioning of people and groups',
        catalogue_read: 'Read tools, categories and subsidiaries',
        catalogue_write: 'Create and edit tools (every change waits for an administrator’s approval)',
        usage_read: 'Read the Usage report and its CSV',
      },
      states: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
      never_used: 'Never used',
      secret_title: 'Copy the token now',
      secret_warning: 'This is the only time the token is shown. Store it in the program’s secret store: it cannot be shown again, and a lost token must be revoked and replaced.',
      secret_label: 'Token',
      copy: 'Copy',
      copied: 'Token copied',
      copy_failed: 'The token could not be copied: select it and copy it by hand.',
      done: 'I have stored it',
      revoke: 'Revoke',
      revoke_title: 'Revoke "%{name}"?',
      revoke_confirm: 'Programs using this token are refused from their next call. This cannot be undone.',
      revoked: 'Token revoked',
    },
    errors: {
      API_TOKEN: {
        NAME_REQUIRED: 'A token needs a name.',
        NAME_TOO_LONG: 'At most %{max} characters.',
        SCOPES_REQUIRED: 'Choose at least one scope.',
        UNKNOWN_SCOPE: 'Unknown scope.',
        EXPIRY_REQUIRED: 'Choose an expiry date.',
        EXPIRY_PAST: 'The expiry date must be after today.',
        EXPIRY_TOO_FAR: 'A token lives at most %{max} days.',
        NOTE_TOO_LONG: 'At most %{max} characters.',
        NOT_FOUND: 'This API token does not exist.',
      },
    },
  },
};

export default en;

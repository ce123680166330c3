import type { Messages } from '../messages';

/** Texts of the API reference page (the OpenAPI document of the api). */
const en: Messages = {
  portal: {
    menu: { api_reference: 'API reference' },
    api_reference: {
      title: 'API reference',
      help: 'Every call of the portal’s api, described from the checks the server makes on each request. Programs and integrations read the same document as a file.',
      load_error: 'The API reference could not be loaded.',
      filter: 'Filter by path, method or name',
      download: 'Download openapi.json',
      count: 'One call · OpenAPI %{version} |||| %{smart_count} calls · OpenAPI %{version}',
      empty: 'No call matches this filter.',
      required: 'required',
      parameters: 'Parameters',
      body: 'Body',
      responses: 'Answers',
      security: {
        public: 'Anyone may call it, without signing in.',
        session: 'Needs a signed-in session (cookie).',
        session_csrf: 'Needs a signed-in session (cookie) and, on this write, the X-XSRF-TOKEN header (the value of the XSRF-TOKEN cookie).',
        bearer: 'Needs an API token with the scope: %{scopes}',
      },
    },
  },
};

export default en;

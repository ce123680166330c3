import type { Messages } from '../messages';

/** Texts of the Usage page (opens of tools over the last 90 days). */
const en: Messages = {
  portal: {
    menu: { usage: 'Usage' },
    usage: {
      title: 'Usage',
      help: 'Opens of tools from the portal over the last 90 days, counted once per person, tool and minute. Counts hold no names: nobody can see who opened what.',
      period: 'From %{from} to %{to} (UTC)',
      load_error: 'The usage figures could not be loaded.',
      retry: 'Try again',
      filter: { category: 'Category', subsidiary: 'Subsidiary', any: 'All' },
      export: 'Export as CSV',
      summary: 'Opens: %{total} · Tools counted: %{tools}',
      per_day: 'Opens per day',
      opens: 'Opens',
      day: 'Day',
      top: 'Most opened tools',
      idle: 'Never opened in 90 days (candidates to retire)',
      idle_count: '%{smart_count} tool |||| %{smart_count} tools',
      idle_more: 'The first %{shown} are listed; the CSV export holds them all.',
      idle_none: 'Every tool was opened at least once.',
      managers: 'Managers',
      no_managers: 'No manager',
      tool: 'Tool',
      by_subsidiary: 'Opens per subsidiary',
      by_language: 'Opens per language',
      no_subsidiary: 'No subsidiary',
      empty: 'No tool was opened in these 90 days.',
      language: { en: 'English', fr: 'French', zh: 'Chinese', ja: 'Japanese' },
    },
  },
};

export default en;

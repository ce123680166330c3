/** English texts of the tool list, the tool form and the approvals (merged under `portal`). */
const en = {
  dates: {
    today: 'Today',
    yesterday: 'Yesterday',
    days_ago: '%{days} days',
  },
  directory: {
    hint: 'Type at least 3 letters',
    type_more: 'Type at least 3 letters to search the directory',
    no_match: 'Nobody found',
    searching: 'Searching…',
  },
  tools: {
    menu: 'Tools',
    title: 'Tools',
    add: 'Add a tool',
    export: 'Export as CSV',
    fields: {
      name: 'Name',
      updated_time: 'Updated',
      created_time: 'Created',
      categories: 'Category',
      subsidiary: 'Subsidiary',
      managers: 'Managers',
      users: 'Viewers',
      state: 'New',
    },
    viewers: {
      all: 'Everyone',
      subsidiary: 'Everyone at %{name}',
    },
    state: {
      new: 'New',
      pending: 'Awaiting approval',
      see: 'See',
    },
    filters: {
      toggle: 'Filters',
      title: 'Filters',
      managers: 'Managed by',
      viewers: 'Visible to',
    },
    list_error: {
      message: "Error while loading the tool's list.",
      refresh: 'Refresh',
    },
    bulk: {
      add_managers: 'Add managers',
      add_viewers: 'Add viewers',
      add_managers_title: 'Add managers to the checked tool |||| Add managers to the %{smart_count} checked tools',
      add_viewers_title: 'Add viewers to the checked tool |||| Add viewers to the %{smart_count} checked tools',
      add_managers_done: 'Managers added to the tool |||| Managers added to %{smart_count} tools',
      add_viewers_done: 'Viewers added to the tool |||| Viewers added to %{smart_count} tools',
      add: 'Add',
      uncheck_all: 'Uncheck all',
      delete_title: 'Delete this tool? |||| Delete these %{smart_count} tools?',
      delete_content: 'The tool will disappear from every wall and bookmark list. |||| The tools will disappear from every wall and bookmark list.',
      deleted: 'Tool deleted |||| %{smart_count} tools deleted',
    },
    form: {
      required: 'Le champ est obligatoire.',
    },
  },
};

export default en;

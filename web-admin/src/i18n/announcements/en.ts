import type { Messages } from '../messages';

/** Texts of the Announcements page (issue 36). */
const en: Messages = {
  resources: {
    announcements: {
      name: 'Announcements',
      fields: {
        title: 'Title',
        body: 'Text',
        kind: 'Kind',
        startsAt: 'Start',
        endsAt: 'End',
        tools: 'Tools concerned',
        audience_summary: 'Audience',
        subsidiaries: 'Subsidiaries',
        groups: 'Groups',
        languages: 'Interface languages',
      },
    },
  },
  portal: {
    common: {
      group_search: 'Search groups',
    },
    menu: {
      announcements: 'Announcements',
    },
    announcements: {
      title: 'Announcements',
      add: 'Add an announcement',
      add_title: 'New announcement',
      edit_title: 'Edit the announcement',
      added: 'Announcement published',
      edited: 'Announcement saved',
      removed: 'Announcement deleted',
      delete_confirm_title: 'Delete this announcement?',
      delete_confirm: 'People will no longer see it, under News either.',
      help: 'Banners above the bookmarks of the people in the audience, between the start and the end, in their language (else English, else French).',
      everyone: 'Everyone',
      tool_viewers: 'Viewers of the tools',
      texts: 'Title and text in %{language}',
      audience: 'Audience',
      audience_help: 'Leave a list empty to reach everyone; every list you fill narrows the audience.',
      sub_admin_scope: 'Your announcements are for your subsidiary only.',
      tools_help: 'Maintenance: shown on the tiles of these tools.',
      tool_search: 'Search a tool by name',
      kinds: {
        info: 'Information',
        warning: 'Warning',
        maintenance: 'Maintenance',
      },
    },
    errors: {
      ANNOUNCEMENTS: {
        ENGLISH_OR_FRENCH: 'A title and a text in English or in French are required.',
        TITLE_TOO_LONG: 'At most 120 characters.',
        BODY_TOO_LONG: 'At most 20,000 characters.',
        INVALID_KIND: 'Choose information, warning or maintenance.',
        INVALID_DATE: 'Enter a date and a time.',
        END_BEFORE_START: 'The end must come after the start.',
        INVALID_AUDIENCE: 'Choose subsidiaries, groups and languages from the lists.',
        TOO_MANY: 'Too many entries.',
        INVALID_TOOLS: 'Choose at most 50 tools from the list.',
        UNKNOWN_GROUP: 'A group of the audience does not exist (any more).',
        UNKNOWN_SUBSIDIARY: 'A subsidiary of the audience does not exist (any more).',
        NOT_FOUND: 'This announcement does not exist.',
      },
    },
  },
};

export default en;

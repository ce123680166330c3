import type { Messages } from '../messages';

/** Texts of the Announcements page (issue 36). */
const ja: Messages = {
  resources: {
    announcements: {
      name: 'お知らせ',
      fields: {
        title: 'タイトル',
        body: '本文',
        kind: '種類',
        startsAt: '開始',
        endsAt: '終了',
        tools: '対象ツール',
        audience_summary: '対象者',
        subsidiaries: '子会社',
        groups: 'グループ',
        languages: '表示言語',
      },
    },
  },
  portal: {
    common: {
      group_search: 'グループを検索',
    },
    menu: {
      announcements: 'お知らせ',
    },
    announcements: {
      title: 'お知らせ',
      add: 'お知らせを追加',
      add_title: '新しいお知らせ',
      edit_title: 'お知らせを編集',
      added: 'お知らせを公開しました',
      edited: 'お知らせを保存しました',
      removed: 'お知らせを削除しました',
      delete_confirm_title: 'このお知らせを削除しますか？',
      delete_confirm: '対象者には表示されなくなり、ニュースにも表示されません。',
      help: '開始から終了までの間、対象者のブックマークの上にバナーとして、その人の言語（なければ英語、次にフランス語）で表示されます。',
      everyone: '全員',
      tool_viewers: 'ツールを閲覧できる人',
      texts: '%{language}のタイトルと本文',
      audience: '対象者',
      audience_help: 'リストを空にすると全員が対象です。入力したリストごとに対象が絞り込まれます。',
      sub_admin_scope: 'あなたのお知らせは自分の子会社のみが対象です。',
      tools_help: 'メンテナンス：これらのツールのタイルに表示されます。',
      tool_search: 'ツールを名前で検索',
      kinds: {
        info: '情報',
        warning: '警告',
        maintenance: 'メンテナンス',
      },
    },
    errors: {
      ANNOUNCEMENTS: {
        ENGLISH_OR_FRENCH: '英語またはフランス語のタイトルと本文が必要です。',
        TITLE_TOO_LONG: '120 文字以内で入力してください。',
        BODY_TOO_LONG: '20,000 文字以内で入力してください。',
        INVALID_KIND: '情報、警告、メンテナンスから選んでください。',
        INVALID_DATE: '日付と時刻を入力してください。',
        END_BEFORE_START: '終了は開始より後にしてください。',
        INVALID_AUDIENCE: '子会社、グループ、言語はリストから選んでください。',
        TOO_MANY: '項目が多すぎます。',
        INVALID_TOOLS: 'ツールはリストから 50 件まで選んでください。',
        UNKNOWN_GROUP: '対象者のグループが存在しません（削除されています）。',
        UNKNOWN_SUBSIDIARY: '対象者の子会社が存在しません（削除されています）。',
        NOT_FOUND: 'このお知らせは存在しません。',
      },
    },
  },
};

export default ja;

import type en from './en';

/** ツール一覧、ツールフォーム、承認の日本語テキスト。 */
const ja: typeof en = {
  dates: {
    today: '今日',
    yesterday: '昨日',
    days_ago: '%{days} 日前',
  },
  directory: {
    hint: '3 文字以上入力してください',
    type_more: 'ディレクトリを検索するには 3 文字以上入力してください',
    no_match: '見つかりません',
    searching: '検索中…',
  },
  tools: {
    menu: 'ツール',
    title: 'ツール',
    add: 'ツールを追加',
    export: 'CSV でエクスポート',
    fields: {
      name: '名前',
      updated_time: '更新',
      created_time: '作成',
      categories: 'カテゴリー',
      subsidiary: '子会社',
      managers: '管理者',
      users: '閲覧者',
      state: '新規',
    },
    viewers: {
      all: '全員',
      subsidiary: '%{name} の全員',
    },
    state: {
      new: '新規',
      pending: '承認待ち',
      see: '表示',
    },
    filters: {
      toggle: 'フィルター',
      title: 'フィルター',
      managers: '管理者',
      viewers: '閲覧者',
    },
    list_error: {
      message: 'ツール一覧の読み込み中にエラーが発生しました。',
      refresh: '再読み込み',
    },
    bulk: {
      add_managers: '管理者を追加',
      add_viewers: '閲覧者を追加',
      add_managers_title: '選択したツールに管理者を追加 |||| 選択した %{smart_count} 件のツールに管理者を追加',
      add_viewers_title: '選択したツールに閲覧者を追加 |||| 選択した %{smart_count} 件のツールに閲覧者を追加',
      add_managers_done: 'ツールに管理者を追加しました |||| %{smart_count} 件のツールに管理者を追加しました',
      add_viewers_done: 'ツールに閲覧者を追加しました |||| %{smart_count} 件のツールに閲覧者を追加しました',
      add: '追加',
      uncheck_all: 'すべての選択を解除',
      delete_title: 'このツールを削除しますか？ |||| %{smart_count} 件のツールを削除しますか？',
      delete_content: 'ツールはすべてのウォールとブックマークから消えます。 |||| ツールはすべてのウォールとブックマークから消えます。',
      deleted: 'ツールを削除しました |||| %{smart_count} 件のツールを削除しました',
    },
    form: {
      required: 'この項目は必須です。',
    },
  },
};

export default ja;

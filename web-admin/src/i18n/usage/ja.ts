import type { Messages } from '../messages';

const ja: Messages = {
  portal: {
    menu: { usage: '利用状況' },
    usage: {
      title: '利用状況',
      help: '過去 90 日間にポータルからツールが開かれた回数です。1 人・1 ツールにつき 1 分に 1 回として数えます。集計に氏名は含まれず、誰が何を開いたかは誰にも分かりません。',
      period: '%{from} から %{to}（UTC）',
      load_error: '利用状況を読み込めませんでした。',
      retry: '再試行',
      filter: { category: 'カテゴリ', subsidiary: '子会社', any: 'すべて' },
      export: 'CSV でエクスポート',
      summary: '開いた回数：%{total} · 対象ツール：%{tools}',
      per_day: '1 日あたりの起動回数',
      opens: '起動回数',
      day: '日付',
      top: 'よく開かれるツール',
      idle: '90 日間一度も開かれていないツール（廃止候補）',
      idle_count: '%{smart_count} 個のツール',
      idle_more: '最初の %{shown} 個を表示しています。CSV エクスポートにはすべて含まれます。',
      idle_none: 'すべてのツールが少なくとも 1 回開かれました。',
      managers: '管理者',
      no_managers: '管理者なし',
      tool: 'ツール',
      by_subsidiary: '子会社別の起動回数',
      by_language: '言語別の起動回数',
      no_subsidiary: '子会社なし',
      empty: 'この 90 日間に開かれたツールはありません。',
      language: { en: '英語', fr: 'フランス語', zh: '中国語', ja: '日本語' },
    },
  },
};

export default ja;

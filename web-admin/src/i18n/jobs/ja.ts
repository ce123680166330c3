import type { Messages } from '../messages';

const ja: Messages = {
  portal: {
    menu: { jobs: 'ジョブ' },
    jobs: {
      title: 'ジョブ',
      help: 'メールとディレクトリのインポートはキューに入り、ワーカーが実行します。試行回数を使い切ったメールは、再試行するまでここで待機します。',
      load_error: 'ジョブを読み込めませんでした。',
      refresh: '更新',
      health_ok: 'ポータルのすべての部分が動作しています。',
      health_degraded: 'ポータルの一部が動作していません。キュー内の処理は復旧まで待機します。',
      health_unknown: 'ポータルの状態を取得できませんでした。',
      check: {
        database: 'データベース',
        redis: 'キュー (Redis)',
        smtp: 'メールサーバー',
        worker: 'ワーカー',
      },
      queue: { mail: 'メール', 'directory-import': 'ディレクトリのインポート' },
      counts: '失敗 %{failed} 件、待機中 %{waiting} 件、再試行待ち %{delayed} 件、実行中 %{active} 件',
      empty: '失敗または待機中のジョブはありません。',
      state: { failed: '失敗', waiting: '待機中', delayed: '再試行予定', active: '実行中' },
      column: { queue: 'キュー', state: '状態', job: 'ジョブ', attempts: '試行', reason: '最後のエラー', created: '登録日時' },
      attempts: '%{max} 回中 %{made} 回',
      retry: '再試行',
      retry_label: 'ジョブ %{id} を再試行',
      retried: 'ジョブは再実行されます。',
    },
  },
};

export default ja;

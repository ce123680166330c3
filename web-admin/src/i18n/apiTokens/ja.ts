import type { Messages } from '../messages';

/** API トークンページのテキスト。 */
const ja: Messages = {
  portal: {
    menu: { api_tokens: 'API トークン' },
    api_tokens: {
      help: 'プログラム（ID プロバイダー、デプロイパイプライン、レポート）は、人としてではなくトークンでポータルを呼び出します。各トークンは、有効期限が切れるか取り消されるまで、そのスコープで許可された操作だけを行います。',
      create: 'トークンを作成',
      create_title: 'API トークンを作成',
      empty: 'API トークンはまだありません',
      empty_help: 'ポータルを呼び出すプログラムごとに、必要なスコープだけを持つトークンを作成してください。',
      fields: {
        name: '名前',
        scopes: 'スコープ',
        expiresOn: '有効期限日',
        expiresAt: '有効期限',
        note: 'メモ',
        state: '状態',
        lastUsedAt: '最終使用',
        createdBy: '作成者',
        hint: '先頭',
      },
      expiry_help: '最長 1 年。トークンはその日の 00:00 UTC に使えなくなります。',
      scope_labels: {
        scim: 'SCIM によるユーザーとグループのプロビジョニング',
        catalogue_read: 'ツール、カテゴリ、子会社の読み取り',
        catalogue_write: 'ツールの作成と編集（すべての変更は管理者の承認待ちになります）',
        usage_read: '利用状況レポートとその CSV の読み取り',
      },
      states: { active: '有効', expired: '期限切れ', revoked: '取り消し済み' },
      never_used: '未使用',
      secret_title: '今すぐトークンをコピーしてください',
      secret_warning: 'トークンが表示されるのはこの一度だけです。プログラムのシークレットストアに保存してください。再表示はできず、紛失したトークンは取り消して置き換える必要があります。',
      secret_label: 'トークン',
      copy: 'コピー',
      copied: 'トークンをコピーしました',
      copy_failed: 'トークンをコピーできませんでした。選択して手動でコピーしてください。',
      done: '保存しました',
      revoke: '取り消す',
      revoke_title: '「%{name}」を取り消しますか？',
      revoke_confirm: 'このトークンを使うプログラムは、次の呼び出しから拒否されます。この操作は元に戻せません。',
      revoked: 'トークンを取り消しました',
    },
    errors: {
      API_TOKEN: {
        NAME_REQUIRED: 'トークンには名前が必要です。',
        NAME_TOO_LONG: '%{max} 文字以内で入力してください。',
        SCOPES_REQUIRED: 'スコープを 1 つ以上選択してください。',
        UNKNOWN_SCOPE: '不明なスコープです。',
        EXPIRY_REQUIRED: '有効期限日を選択してください。',
        EXPIRY_PAST: '有効期限日は今日より後にしてください。',
        EXPIRY_TOO_FAR: 'トークンの有効期間は最長 %{max} 日です。',
        NOTE_TOO_LONG: '%{max} 文字以内で入力してください。',
        NOT_FOUND: 'この API トークンは存在しません。',
      },
    },
  },
};

export default ja;

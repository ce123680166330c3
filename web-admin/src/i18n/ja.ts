import raJa from './ra/ja';
import { mergeMessages } from './mergeMessages';
import type { Messages } from './messages';
import toolsJa from './tools/ja';

const ja: Messages = {
  // react-admin's own texts, then ours where they say it better.
  ra: mergeMessages(raJa, {
    action: {
      remove: '除去',
      show: '表示',
      update_application: 'アプリを再読み込み',
      select_columns: '表示する列',
    },
    page: {
      not_found: 'ページが見つかりません',
    },
    message: {
      access_denied: 'このページにアクセスする権限がありません',
      are_you_sure: 'よろしいですか？',
      error: 'エラーが発生したため、リクエストを完了できませんでした。',
      invalid_form: 'フォームが無効です。エラーを確認してください',
      loading: 'お待ちください',
    },
    navigation: {
      skip_nav: 'コンテンツへスキップ',
    },
    notification: {
      updated: '更新しました |||| %{smart_count} 件を更新しました',
      deleted: '削除しました |||| %{smart_count} 件を削除しました',
      http_error: 'サーバーとの通信エラー',
      data_provider_error: 'dataProvider のエラーです。詳細はコンソールを確認してください。',
      i18n_error: 'この言語の翻訳を読み込めません',
      canceled: '操作をキャンセルしました',
      offline: '接続がありません。データを取得できませんでした。',
    },
    validation: {
      maxLength: '%{max} 文字以内で入力してください',
    },
    tiptap: {
      bold: '太字',
      italic: '斜体',
      underline: '下線',
      strike: '取り消し線',
      code: 'コード',
      align_left: '左揃え',
      align_right: '右揃え',
      align_center: '中央揃え',
      align_justify: '両端揃え',
      list_bulleted: '箇条書き',
      list_numbered: '番号付きリスト',
      link: 'リンクを追加',
      clear_format: '書式をクリア',
    },
  }),
  portal: {
    ...toolsJa,
    app: {
      title: 'ポータル管理画面',
      back_to_portal: 'ポータルに戻る',
    },
    menu: {
      footer: 'フッター',
    },
    footer: {
      title: 'フッター',
      help: '言語ごとに1つのテキストです。社員には各自のインターフェース言語のフッターが表示されます。',
      saved: 'フッターを保存しました',
      load_error: 'フッターを読み込めませんでした。',
    },
    not_found: {
      title: 'コンテンツが見つかりません',
      message: 'このページは管理画面に存在しません。',
      home: '管理画面のホーム',
    },
    errors: {
      generic: 'エラーが発生しました',
      permission_denied: 'この操作を行う権限がありません。',
      not_authenticated: 'セッションが終了しました。再度ログインしてください。',
      not_found: 'このコンテンツは存在しません。',
      validation_failed: '一部の項目が無効です。',
      invalid_csrf_token: 'セッションの有効期限が切れました。ページを再読み込みして、もう一度お試しください。',
      internal_error: 'サーバーはリクエストを完了できませんでした。',
      service_unavailable: 'サービスが一時的に利用できません。何も保存されていません。数秒後にもう一度お試しください。',
      too_many_requests: "リクエストが多すぎます。しばらく待ってから再度お試しください。",
      idempotency_key_reused: "このフォームは別の内容で既に送信されています。もう一度送信してください。",
      idempotency_key_in_progress: "このフォームはまだ保存中です。数秒待ってから再度お試しください。",
      idempotency_key_invalid: "リクエストの Idempotency-Key の形式が正しくありません。",
      FILE: { QUOTA_REACHED: "本日のアップロード上限に達しました。明日もう一度お試しください。" },
      IMAGE: { TOO_MANY_PIXELS: "画像の幅と高さは 4096 px 以下である必要があります。" },
      /** The request shapes' codes (contracts/field-violation.ts), with their parameters. */
      fields: {
        REQUIRED: "この項目は必須です。",
        INVALID_TYPE: "%{expected} を入力してください。",
        INVALID_ID: "無効な識別子です。",
        INVALID_FORMAT: "形式が正しくありません。",
        INVALID_CHOICE: "次から選択してください: %{options}。",
        TOO_LONG: "%{max} 文字以内で入力してください。",
        TOO_SHORT: "%{min} 文字以上で入力してください。",
        TOO_MANY: "%{max} 件以内にしてください。",
        TOO_FEW: "%{min} 件以上にしてください。",
        TOO_SMALL: "%{min} 以上にしてください。",
        TOO_LARGE: "%{max} 以下にしてください。",
        INVALID: "無効な値です。",
      },
      FOOTER: {
        TOO_LONG: 'フッターは最大 %{max} 文字です。',
        UNKNOWN_LANGUAGE: 'この言語はサポートされていません。',
      },
    },
  },
};

export default ja;

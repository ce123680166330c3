import type { Messages } from '../messages';

/** API リファレンスページのテキスト（api の OpenAPI ドキュメント）。 */
const ja: Messages = {
  portal: {
    menu: { api_reference: 'API リファレンス' },
    api_reference: {
      title: 'API リファレンス',
      help: 'ポータルの api のすべての呼び出しを、サーバーが各リクエストに行うチェックから記述しています。プログラムや連携は同じドキュメントをファイルとして読み込みます。',
      load_error: 'API リファレンスを読み込めませんでした。',
      filter: 'パス、メソッド、名前で絞り込む',
      download: 'openapi.json をダウンロード',
      count: '1 件の呼び出し · OpenAPI %{version} |||| %{smart_count} 件の呼び出し · OpenAPI %{version}',
      empty: 'この条件に一致する呼び出しはありません。',
      required: '必須',
      parameters: 'パラメーター',
      body: 'ボディ',
      responses: 'レスポンス',
      security: {
        public: 'サインインせずに誰でも呼び出せます。',
        session: 'サインイン済みのセッション（cookie）が必要です。',
        session_csrf: 'サインイン済みのセッション（cookie）と、この書き込みには X-XSRF-TOKEN ヘッダー（XSRF-TOKEN cookie の値）が必要です。',
        bearer: '次のスコープを持つ API トークンが必要です：%{scopes}',
      },
    },
  },
};

export default ja;

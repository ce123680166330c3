import type { Messages } from '../messages';

/** Texts of a tool's Status page (its check, maintenance and history) and of its refusals. */
const ja: Messages = {
  "portal": {
    "tool_status": {
      "title": "%{tool} のステータス",
      "now": "現在",
      "not_checked": "このツールはチェックされていません。",
      "not_yet": "まだチェックが実行されていません。",
      "load_error": "ステータスを読み込めませんでした。",
      "last_check": "最終チェック：%{date}",
      "response_time": "応答時間：%{ms} ミリ秒",
      "uptime": "稼働率：%{percent}（%{checks} 回のチェック）",
      "response_axis": "応答時間（ミリ秒）",
      "state": {
        "up": "正常",
        "slow": "低速",
        "down": "停止",
        "maintenance": "メンテナンス中"
      },
      "check": {
        "title": "ステータスチェック",
        "url": "チェックするアドレス",
        "url_help": "ツールのアドレス、またはヘルスチェック用ページ",
        "accepted": "正常とみなすステータスコード",
        "accepted_help": "例：200-399, 401",
        "intervalSeconds": "間隔（秒）",
        "intervalSeconds_help": "60 以上",
        "timeoutMs": "タイムアウト（ミリ秒）",
        "timeoutMs_help": "1,000～30,000",
        "slowMs": "低速とみなす応答時間（ミリ秒）",
        "slowMs_help": "これを超えると「低速」と表示",
        "save": "チェックを保存",
        "turn_on": "チェックを有効にする",
        "turn_off": "チェックを無効にする",
        "saved": "ステータスチェックを保存しました",
        "removed": "ステータスチェックを無効にしました"
      },
      "maintenance": {
        "title": "メンテナンス",
        "message": "タイルに表示するメッセージ",
        "until": "終了日時",
        "declare": "メンテナンスを告知",
        "end": "今すぐ終了",
        "declared": "メンテナンスを告知しました",
        "current": "%{date} までメンテナンス中"
      },
      "day": {
        "title": "過去 24 時間"
      },
      "month": {
        "title": "過去 30 日間"
      },
      "incidents": {
        "title": "障害（30 日間）",
        "none": "障害はありません。",
        "started": "停止開始",
        "ended": "復旧",
        "cause": "原因",
        "ongoing": "継続中"
      },
      "reason": {
        "status": "HTTP %{status}",
        "timeout": "タイムアウト",
        "tls": "TLS エラー",
        "connection": "接続が拒否またはリセットされました",
        "sign_in_redirect": "サインインページへのリダイレクト",
        "too_many_redirects": "リダイレクトが多すぎます",
        "address_refused": "許可されていないアドレス"
      },
      "link": "ステータス"
    },
    "errors": {
      "STATUS_CHECK": {
        "INVALID_URL": "http:// または https:// で始まるアドレスを入力してください。",
        "ADDRESS_NOT_ALLOWED": "このアドレスはステータスチェックに許可されたホストとネットワークの範囲外です（設定ページ）。",
        "INTERVAL_TOO_SHORT": "間隔は %{min} 秒以上にしてください。",
        "INTERVAL_TOO_LONG": "間隔は %{max} 秒以下にしてください。",
        "INVALID_TIMEOUT": "タイムアウトは %{min}～%{max} ミリ秒にしてください。",
        "INVALID_SLOW_THRESHOLD": "低速のしきい値は %{min} ミリ秒以上、タイムアウト未満にしてください。",
        "INVALID_ACCEPTED_STATUSES": "100～599 のステータスコードまたは範囲を入力してください（例：200-399, 401）。",
        "MAINTENANCE_END_PASSED": "メンテナンスの終了日時は未来にしてください。",
        "MAINTENANCE_MESSAGE_TOO_LONG": "%{max} 文字以内にしてください。"
      }
    }
  }
};

export default ja;

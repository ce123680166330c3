import type { Messages } from '../messages';

/** Texts of a tool's Status page (its check, maintenance and history) and of its refusals. */
const zh: Messages = {
  "portal": {
    "tool_status": {
      "title": "%{tool} 的状态",
      "now": "当前",
      "not_checked": "此工具未启用状态检查。",
      "not_yet": "尚未进行检查。",
      "load_error": "无法加载状态。",
      "last_check": "最近检查：%{date}",
      "response_time": "响应时间：%{ms} 毫秒",
      "uptime": "可用率：%{percent}（%{checks} 次检查）",
      "response_axis": "响应时间（毫秒）",
      "state": {
        "up": "正常",
        "slow": "缓慢",
        "down": "故障",
        "maintenance": "维护中"
      },
      "check": {
        "title": "状态检查",
        "url": "检查地址",
        "url_help": "工具地址或其健康检查页面",
        "accepted": "接受的状态码",
        "accepted_help": "例如 200-399, 401",
        "intervalSeconds": "间隔（秒）",
        "intervalSeconds_help": "至少 60",
        "timeoutMs": "超时（毫秒）",
        "timeoutMs_help": "1,000 至 30,000",
        "slowMs": "慢速阈值（毫秒）",
        "slowMs_help": "超过此值显示“缓慢”",
        "save": "保存检查",
        "turn_on": "启用检查",
        "turn_off": "停用检查",
        "saved": "状态检查已保存",
        "removed": "状态检查已停用"
      },
      "maintenance": {
        "title": "维护",
        "message": "在磁贴上显示的消息",
        "until": "结束时间",
        "declare": "声明维护",
        "end": "立即结束",
        "declared": "已声明维护",
        "current": "维护至 %{date}"
      },
      "day": {
        "title": "最近 24 小时"
      },
      "month": {
        "title": "最近 30 天"
      },
      "incidents": {
        "title": "事件（30 天）",
        "none": "无事件。",
        "started": "故障开始",
        "ended": "恢复时间",
        "cause": "原因",
        "ongoing": "进行中"
      },
      "reason": {
        "status": "HTTP %{status}",
        "timeout": "超时",
        "tls": "TLS 错误",
        "connection": "连接被拒绝或重置",
        "sign_in_redirect": "重定向到登录页面",
        "too_many_redirects": "重定向过多",
        "address_refused": "地址不允许"
      },
      "link": "状态"
    },
    "errors": {
      "STATUS_CHECK": {
        "INVALID_URL": "地址应以 http:// 或 https:// 开头。",
        "ADDRESS_NOT_ALLOWED": "此地址不在状态检查允许的主机和网络范围内（配置页面）。",
        "INTERVAL_TOO_SHORT": "间隔至少为 %{min} 秒。",
        "INTERVAL_TOO_LONG": "间隔最多为 %{max} 秒。",
        "INVALID_TIMEOUT": "超时应在 %{min} 至 %{max} 毫秒之间。",
        "INVALID_SLOW_THRESHOLD": "慢速阈值至少为 %{min} 毫秒且小于超时。",
        "INVALID_ACCEPTED_STATUSES": "应为 100 至 599 之间的状态码或范围，例如 200-399, 401。",
        "MAINTENANCE_END_PASSED": "维护结束时间必须在将来。",
        "MAINTENANCE_MESSAGE_TOO_LONG": "最多 %{max} 个字符。"
      }
    }
  }
};

export default zh;

import type { Messages } from '../messages';

/** API 令牌页面的文本。 */
const zh: Messages = {
  portal: {
    menu: { api_tokens: 'API 令牌' },
    api_tokens: {
      help: '程序（身份提供商、部署流水线、报表）使用令牌调用门户，而不是以某个人的身份。每个令牌只能执行其权限范围允许的操作，直到过期或被吊销。',
      create: '创建令牌',
      create_title: '创建 API 令牌',
      empty: '尚无 API 令牌',
      empty_help: '为每个调用门户的程序创建一个令牌，只授予它需要的权限范围。',
      fields: {
        name: '名称',
        scopes: '权限范围',
        expiresOn: '过期日期',
        expiresAt: '过期',
        note: '备注',
        state: '状态',
        lastUsedAt: '最近使用',
        createdBy: '创建者',
        hint: '开头为',
      },
      expiry_help: '最长一年；令牌在当天 00:00 UTC 停止工作。',
      scope_labels: {
        scim: '通过 SCIM 配置人员和群组',
        catalogue_read: '读取工具、类别和子公司',
        catalogue_write: '创建和编辑工具（每项更改都需管理员批准）',
        usage_read: '读取使用情况报告及其 CSV',
      },
      states: { active: '有效', expired: '已过期', revoked: '已吊销' },
      never_used: '从未使用',
      secret_title: '请立即复制令牌',
      secret_warning: '令牌仅显示这一次。请将其保存在程序的密钥存储中：之后无法再次显示，丢失的令牌必须吊销并替换。',
      secret_label: '令牌',
      copy: '复制',
      copied: '令牌已复制',
      copy_failed: '无法复制令牌：请选中后手动复制。',
      done: '我已保存',
      revoke: '吊销',
      revoke_title: '吊销“%{name}”？',
      revoke_confirm: '使用此令牌的程序将从下一次调用起被拒绝。此操作无法撤销。',
      revoked: '令牌已吊销',
    },
    errors: {
      API_TOKEN: {
        NAME_REQUIRED: '令牌需要一个名称。',
        NAME_TOO_LONG: '最多 %{max} 个字符。',
        SCOPES_REQUIRED: '请至少选择一个权限范围。',
        UNKNOWN_SCOPE: '未知的权限范围。',
        EXPIRY_REQUIRED: '请选择过期日期。',
        EXPIRY_PAST: '过期日期必须晚于今天。',
        EXPIRY_TOO_FAR: '令牌最长有效 %{max} 天。',
        NOTE_TOO_LONG: '最多 %{max} 个字符。',
        NOT_FOUND: '此 API 令牌不存在。',
      },
    },
  },
};

export default zh;

import raZh from './ra/zh';
import { mergeMessages } from './mergeMessages';
import type { Messages } from './messages';
import toolsZh from './tools/zh';

const zh: Messages = {
  // react-admin's own texts, then ours where they say it better.
  ra: mergeMessages(raZh, {
    page: {
      not_found: '未找到页面',
    },
    notification: {
      updated: '已更新元素 |||| 已更新 %{smart_count} 个元素',
      created: '已创建元素',
      deleted: '已删除元素 |||| 已删除 %{smart_count} 个元素',
    },
    tiptap: {
      bold: '粗体',
      italic: '斜体',
      underline: '下划线',
      strike: '删除线',
      code: '代码',
      align_left: '左对齐',
      align_right: '右对齐',
      align_center: '居中',
      align_justify: '两端对齐',
      list_bulleted: '项目符号列表',
      list_numbered: '编号列表',
      link: '添加链接',
      clear_format: '清除格式',
    },
  }),
  portal: {
    ...toolsZh,
    app: {
      title: '门户后台',
      back_to_portal: '返回门户',
    },
    menu: {
      footer: '页脚',
    },
    footer: {
      title: '页脚',
      help: '每种语言一段文字。员工看到的页脚使用其界面语言。',
      saved: '页脚已保存',
      load_error: '无法加载页脚。',
    },
    not_found: {
      title: '未找到内容',
      message: '后台中不存在此页面。',
      home: '后台首页',
    },
    errors: {
      generic: '发生错误',
      permission_denied: '您无权执行此操作。',
      not_authenticated: '您的会话已结束，请重新登录。',
      not_found: '此内容已不存在。',
      validation_failed: '部分字段无效。',
      invalid_csrf_token: '您的会话已过期，请刷新页面后重试。',
      internal_error: '服务器无法完成该请求。',
      service_unavailable: '服务暂时不可用，未保存任何内容。请几秒钟后重试。',
      too_many_requests: "请求过多：请稍候再试。",
      idempotency_key_reused: "此表单已用其他内容提交过。请重新提交。",
      idempotency_key_in_progress: "此表单仍在保存中。请稍等几秒后再试。",
      idempotency_key_invalid: "请求的 Idempotency-Key 格式不正确。",
      FILE: { QUOTA_REACHED: "您已达到今天的上传上限，请明天再试。" },
      IMAGE: { TOO_MANY_PIXELS: "图片的宽和高不得超过 4096 像素。" },
      /** The request shapes' codes (contracts/field-violation.ts), with their parameters. */
      fields: {
        REQUIRED: "此字段为必填项。",
        INVALID_TYPE: "应为 %{expected}。",
        INVALID_ID: "标识符无效。",
        INVALID_FORMAT: "格式不正确。",
        INVALID_CHOICE: "请选择：%{options}。",
        TOO_LONG: "最多 %{max} 个字符。",
        TOO_SHORT: "至少 %{min} 个字符。",
        TOO_MANY: "最多 %{max} 项。",
        TOO_FEW: "至少 %{min} 项。",
        TOO_SMALL: "至少为 %{min}。",
        TOO_LARGE: "最多为 %{max}。",
        INVALID: "值无效。",
      },
      FOOTER: {
        TOO_LONG: '页脚最多 %{max} 个字符。',
        UNKNOWN_LANGUAGE: '不支持此语言。',
      },
    },
  },
};

export default zh;

import type { Messages } from '../messages';

/** Texts of the Announcements page (issue 36). */
const zh: Messages = {
  resources: {
    announcements: {
      name: '公告',
      fields: {
        title: '标题',
        body: '正文',
        kind: '类型',
        startsAt: '开始',
        endsAt: '结束',
        tools: '相关工具',
        audience_summary: '受众',
        subsidiaries: '子公司',
        groups: '群组',
        languages: '界面语言',
      },
    },
  },
  portal: {
    common: {
      group_search: '搜索群组',
    },
    menu: {
      announcements: '公告',
    },
    announcements: {
      title: '公告',
      add: '添加公告',
      add_title: '新公告',
      edit_title: '编辑公告',
      added: '公告已发布',
      edited: '公告已保存',
      removed: '公告已删除',
      delete_confirm_title: '删除此公告？',
      delete_confirm: '受众将不再看到它，新闻中也不会显示。',
      help: '在开始与结束之间，以受众的语言（否则英语，否则法语）显示在其书签上方的横幅。',
      everyone: '所有人',
      tool_viewers: '可以看到这些工具的人',
      texts: '%{language}的标题和正文',
      audience: '受众',
      audience_help: '列表留空即面向所有人；每填写一个列表都会缩小受众范围。',
      sub_admin_scope: '您的公告仅面向您的子公司。',
      tools_help: '维护：显示在这些工具的磁贴上。',
      tool_search: '按名称搜索工具',
      kinds: {
        info: '信息',
        warning: '警告',
        maintenance: '维护',
      },
    },
    errors: {
      ANNOUNCEMENTS: {
        ENGLISH_OR_FRENCH: '必须提供英语或法语的标题和正文。',
        TITLE_TOO_LONG: '最多 120 个字符。',
        BODY_TOO_LONG: '最多 20,000 个字符。',
        INVALID_KIND: '请选择信息、警告或维护。',
        INVALID_DATE: '请输入日期和时间。',
        END_BEFORE_START: '结束时间必须晚于开始时间。',
        INVALID_AUDIENCE: '请从列表中选择子公司、群组和语言。',
        TOO_MANY: '条目过多。',
        INVALID_TOOLS: '请从列表中选择最多 50 个工具。',
        UNKNOWN_GROUP: '受众中的某个群组不存在（或已不存在）。',
        UNKNOWN_SUBSIDIARY: '受众中的某个子公司不存在（或已不存在）。',
        NOT_FOUND: '此公告不存在。',
      },
    },
  },
};

export default zh;

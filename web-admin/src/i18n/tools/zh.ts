import type en from './en';

/** 工具列表、工具表单和审批的中文文本。 */
const zh: typeof en = {
  dates: {
    today: '今天',
    yesterday: '昨天',
    days_ago: '%{days} 天前',
  },
  directory: {
    hint: '请至少输入 3 个字母',
    type_more: '请至少输入 3 个字母以搜索通讯录',
    no_match: '未找到任何人',
    searching: '正在搜索…',
  },
  tools: {
    menu: '工具',
    title: '工具',
    add: '添加工具',
    export: '导出为 CSV',
    fields: {
      name: '名称',
      updated_time: '更新',
      created_time: '创建',
      categories: '类别',
      subsidiary: '子公司',
      managers: '管理者',
      users: '可见用户',
      state: '新',
    },
    viewers: {
      all: '所有人',
      subsidiary: '%{name} 的所有人',
    },
    state: {
      new: '新',
      pending: '等待审批',
      see: '查看',
    },
    filters: {
      toggle: '筛选',
      title: '筛选',
      managers: '管理者',
      viewers: '可见用户',
    },
    list_error: {
      message: '加载工具列表时出错。',
      refresh: '刷新',
    },
    bulk: {
      add_managers: '添加管理者',
      add_viewers: '添加可见用户',
      add_managers_title: '为选中的工具添加管理者 |||| 为选中的 %{smart_count} 个工具添加管理者',
      add_viewers_title: '为选中的工具添加可见用户 |||| 为选中的 %{smart_count} 个工具添加可见用户',
      add_managers_done: '已为工具添加管理者 |||| 已为 %{smart_count} 个工具添加管理者',
      add_viewers_done: '已为工具添加可见用户 |||| 已为 %{smart_count} 个工具添加可见用户',
      add: '添加',
      uncheck_all: '全部取消选中',
      delete_title: '删除此工具？ |||| 删除这 %{smart_count} 个工具？',
      delete_content: '该工具将从所有主页和书签中消失。 |||| 这些工具将从所有主页和书签中消失。',
      deleted: '工具已删除 |||| 已删除 %{smart_count} 个工具',
    },
    form: {
      required: '此字段为必填项。',
    },
  },
};

export default zh;

import type { Messages } from '../messages';

const zh: Messages = {
  portal: {
    menu: { usage: '使用情况' },
    usage: {
      title: '使用情况',
      help: '过去 90 天内从门户打开工具的次数，每人每个工具每分钟只计一次。统计中不含姓名：任何人都无法看到谁打开了什么。',
      period: '%{from} 至 %{to}（UTC）',
      load_error: '无法加载使用数据。',
      retry: '重试',
      filter: { category: '类别', subsidiary: '子公司', any: '全部' },
      export: '导出为 CSV',
      summary: '打开次数：%{total} · 统计的工具：%{tools}',
      per_day: '每日打开次数',
      opens: '打开次数',
      day: '日期',
      top: '最常打开的工具',
      idle: '90 天内从未打开（可考虑下线）',
      idle_count: '%{smart_count} 个工具',
      idle_more: '仅列出前 %{shown} 个；CSV 导出包含全部。',
      idle_none: '每个工具都至少被打开过一次。',
      managers: '负责人',
      no_managers: '无负责人',
      tool: '工具',
      by_subsidiary: '按子公司统计的打开次数',
      by_language: '按语言统计的打开次数',
      no_subsidiary: '无子公司',
      empty: '这 90 天内没有打开过任何工具。',
      language: { en: '英语', fr: '法语', zh: '中文', ja: '日语' },
    },
  },
};

export default zh;

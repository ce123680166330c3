import type { Messages } from '../messages';

/** API 参考页面的文本（api 的 OpenAPI 文档）。 */
const zh: Messages = {
  portal: {
    menu: { api_reference: 'API 参考' },
    api_reference: {
      title: 'API 参考',
      help: '门户 api 的每个调用，依据服务器对每个请求所做的检查生成。程序和集成以文件形式读取同一份文档。',
      load_error: '无法加载 API 参考。',
      filter: '按路径、方法或名称筛选',
      download: '下载 openapi.json',
      count: '1 个调用 · OpenAPI %{version} |||| %{smart_count} 个调用 · OpenAPI %{version}',
      empty: '没有符合此筛选条件的调用。',
      required: '必填',
      parameters: '参数',
      body: '请求体',
      responses: '响应',
      security: {
        public: '任何人都可以调用，无需登录。',
        session: '需要已登录的会话（cookie）。',
        session_csrf: '需要已登录的会话（cookie），并且此写操作需要 X-XSRF-TOKEN 请求头（XSRF-TOKEN cookie 的值）。',
        bearer: '需要具有以下范围的 API 令牌：%{scopes}',
      },
    },
  },
};

export default zh;

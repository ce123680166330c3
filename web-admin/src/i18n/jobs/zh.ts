import type { Messages } from '../messages';

const zh: Messages = {
  portal: {
    menu: { jobs: '任务' },
    jobs: {
      title: '任务',
      help: '邮件和目录导入会进入队列，由工作进程执行。尝试次数用尽的邮件会在此等待，直到您重试。',
      load_error: '无法加载任务。',
      refresh: '刷新',
      health_ok: '门户的所有部分均正常运行。',
      health_degraded: '门户的部分服务无法运行。队列中的任务将等待其恢复。',
      health_unknown: '无法读取门户的状态。',
      check: {
        database: '数据库',
        redis: '队列 (Redis)',
        smtp: '邮件服务器',
        worker: '工作进程',
      },
      queue: { mail: '邮件', 'directory-import': '目录导入' },
      counts: '失败 %{failed} 个，等待 %{waiting} 个，等待重试 %{delayed} 个，运行中 %{active} 个',
      empty: '没有失败或等待中的任务。',
      state: { failed: '失败', waiting: '等待中', delayed: '计划重试', active: '运行中' },
      column: { queue: '队列', state: '状态', job: '任务', attempts: '尝试次数', reason: '最后的错误', created: '入队时间' },
      attempts: '%{made} / %{max}',
      retry: '重试',
      retry_label: '重试任务 %{id}',
      retried: '该任务将重新运行。',
    },
  },
};

export default zh;

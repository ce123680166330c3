import type { Messages } from '../messages';

/** Texts of the Jobs page (queued mails and imports, and the health of the parts). */
const en: Messages = {
  portal: {
    menu: { jobs: 'Jobs' },
    jobs: {
      title: 'Jobs',
      help: 'Mails and directory imports are queued and sent by the worker. A mail whose attempts are spent waits here until you retry it.',
      load_error: 'The jobs could not be loaded.',
      refresh: 'Refresh',
      health_ok: 'Every part of the portal works.',
      health_degraded: 'Some parts of the portal do not work. Queued work waits until they are back.',
      health_unknown: 'The state of the portal could not be read.',
      check: {
        database: 'Database',
        redis: 'Queue (Redis)',
        smtp: 'Mail server',
        worker: 'Worker',
      },
      queue: { mail: 'Mails', 'directory-import': 'Directory imports' },
      counts: '%{failed} failed, %{waiting} waiting, %{delayed} waiting for a retry, %{active} running',
      empty: 'No failed or waiting job.',
      state: { failed: 'Failed', waiting: 'Waiting', delayed: 'Retry planned', active: 'Running' },
      column: { queue: 'Queue', state: 'State', job: 'Job', attempts: 'Attempts', reason: 'Last error', created: 'Queued' },
      attempts: '%{made} of %{max}',
      retry: 'Retry',
      retry_label: 'Retry job %{id}',
      retried: 'The job will run again.',
    },
  },
};

export default en;

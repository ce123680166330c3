import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { JOBS_LISTED_PER_STATE, JobQueueName, JobsOverview, ListedJob, ListedJobState } from '../contracts';
import { IMPORT_QUEUE } from '../import/import.public';
import { MAIL_QUEUE } from '../mail/mail.public';
import { NotFound } from '../platform/http/domain.error';
import { describeJob, shortReason } from './describe-job';

const LISTED_STATES: ListedJobState[] = ['failed', 'active', 'delayed', 'waiting'];

/** Reads the BullMQ queues for the Jobs page and retries failed jobs; nothing else changes a job. */
@Injectable()
export class JobsService {
  private readonly queues: Record<JobQueueName, Queue>;

  constructor(@InjectQueue(MAIL_QUEUE) mail: Queue, @InjectQueue(IMPORT_QUEUE) imports: Queue) {
    this.queues = { mail, 'directory-import': imports };
  }

  async overview(): Promise<JobsOverview> {
    const names = Object.keys(this.queues) as JobQueueName[];
    const perQueue = await Promise.all(
      names.map(async (queue) => {
        const q = this.queues[queue];
        const counts = await q.getJobCounts('waiting', 'delayed', 'active', 'failed');
        const listed = await Promise.all(
          LISTED_STATES.map(async (state) => (await q.getJobs([state], 0, JOBS_LISTED_PER_STATE - 1, false)).filter(Boolean).map((job) => this.row(queue, state, job))),
        );
        return {
          counts: { queue, waiting: counts.waiting ?? 0, delayed: counts.delayed ?? 0, active: counts.active ?? 0, failed: counts.failed ?? 0 },
          jobs: listed.flat(),
        };
      }),
    );
    return { queues: perQueue.map((q) => q.counts), jobs: perQueue.flatMap((q) => q.jobs) };
  }

  /** Runs a failed job again from its first step; 404 for an unknown queue or job, or one that has not failed. */
  async retry(queue: string, id: string): Promise<ListedJob> {
    const q = this.queues[queue as JobQueueName];
    const job = q ? await q.getJob(id) : undefined;
    if (!job || (await job.getState()) !== 'failed') throw new NotFound('Job');
    await job.retry('failed');
    return this.row(queue as JobQueueName, 'waiting', job);
  }

  private row(queue: JobQueueName, state: ListedJobState, job: Job): ListedJob {
    return {
      queue,
      id: String(job.id),
      state,
      summary: describeJob(queue, job.data),
      attemptsMade: job.attemptsMade,
      maxAttempts: job.opts.attempts ?? 1,
      failedReason: state === 'failed' ? shortReason(job.failedReason) : undefined,
      createdAt: new Date(job.timestamp).toISOString(),
      runAt: state === 'delayed' ? new Date(job.timestamp + (job.opts.delay ?? 0)).toISOString() : undefined,
    };
  }
}

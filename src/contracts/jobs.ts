/** The back-office's Jobs page: queued work (mails, directory imports) that failed or waits. */
export const JOB_QUEUES = ['mail', 'directory-import'] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

export type ListedJobState = 'failed' | 'waiting' | 'delayed' | 'active';

export interface ListedJob {
  queue: JobQueueName;
  id: string;
  state: ListedJobState;
  /** What the job does, for a person: "mail to a@b.c: subject", "directory import (upload) by Alice". */
  summary: string;
  attemptsMade: number;
  maxAttempts: number;
  /** Why the last attempt failed (first line, shortened); absent while it has not failed. */
  failedReason?: string;
  createdAt: string;
  /** When it will be tried again (delayed jobs). */
  runAt?: string;
}

export interface JobQueueCounts {
  queue: JobQueueName;
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
}

export interface JobsOverview {
  queues: JobQueueCounts[];
  /** Newest first, at most JOBS_LISTED_PER_STATE per queue and state. */
  jobs: ListedJob[];
}

export const JOBS_LISTED_PER_STATE = 50;

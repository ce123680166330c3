import { Injectable, Logger, Module } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DirectoryCache } from '../directory-cache';
import { DirectoryModels } from '../directory-models';
import { PendingMemberships } from '../pending-memberships';
import { DirectorySearchModule } from '../search/directory-search.module';
import { GroupMemberChanges } from './group-member-changes';

/** How often the worker looks for group member changes an api left unapplied (it died, or lost its lock). */
const CATCH_UP_EVERY_MS = 5_000;

/** In the worker: applies the SCIM member changes whose api died after answering them (docs/decisions/scim-scale.md). */
@Injectable()
export class GroupMemberChangesCatchUpJob {
  private readonly logger = new Logger(GroupMemberChangesCatchUpJob.name);
  private running = false;

  constructor(private readonly changes: GroupMemberChanges) {}

  @Interval('group-member-changes-catch-up', CATCH_UP_EVERY_MS)
  async onSchedule(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const groups = await this.changes.catchUp();
      if (groups) this.logger.log(`member changes of ${groups} group(s) applied by the catch-up`);
    } catch (error) {
      this.logger.warn(`group member changes catch-up failed, tried again in ${CATCH_UP_EVERY_MS / 1000} s: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}

/** Imported by the worker only (it needs ScheduleModule). */
@Module({ imports: [DirectoryModels, DirectorySearchModule], providers: [GroupMemberChanges, PendingMemberships, DirectoryCache, GroupMemberChangesCatchUpJob] })
export class GroupMemberChangesWorkerModule {}

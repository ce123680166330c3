import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { processTuning } from '../../platform/config/process-tuning';
import { inParallel } from '../../platform/database/in-parallel';
import type { StoredAccessRequest } from '../access-request-view';
import { AccessDecisions } from '../grants/access-decisions';
import { AccessStore } from '../access-store';
import { UnappliedDecisions } from './unapplied-decisions';

/** The approvals' reconciler's rhythm and grace (RECONCILE_EVERY_MS, RECONCILE_GRACE_MS): a decision younger than the grace may still be finishing in its api. */
const EVERY_MS = processTuning().RECONCILE_EVERY_MS;
const graceMs = () => processTuning().RECONCILE_GRACE_MS;
/** Filed decisions read a round, each by `_id`, a few at once. */
const PAGE = 200;
const READS_AT_ONCE = 10;
/**
 * A filed request still waiting is dropped only this long after its filing: its decision is filed, then
 * stored under the request's lock, so a younger one may be stored in a moment (the fault suite runs with no grace).
 */
const UNSTORED_AFTER_MS = 60_000;

/**
 * In the worker, at start and on the reconciler's rhythm: finishes decisions a crash left half-done (a
 * request decided, its state stored, but not applied, its event perhaps never staged). Staging again under
 * the same key and time, then applying, is idempotent: no mail or log line twice, one grant. The candidates
 * come from the unapplied decisions' read model, a page at a time, each request read by `_id`.
 */
@Injectable()
export class AccessReconciler implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccessReconciler.name);
  private running = false;

  constructor(
    private readonly store: AccessStore,
    private readonly decisions: AccessDecisions,
    private readonly unapplied: UnappliedDecisions,
  ) {}

  onApplicationBootstrap() {
    void this.tick();
  }

  @Interval('access-reconciler', EVERY_MS)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.finishDecisions(graceMs());
    } catch (error) {
      this.logger.warn(`access reconciler: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** Finishes every filed decision older than the grace; answers how many it finished. */
  async finishDecisions(olderThanMs: number): Promise<number> {
    const cutoff = new Date(Date.now() - olderThanMs);
    let finished = 0;
    // Each page's ids leave the set (finished, or nothing to finish) unless one fails: then the next round tries again.
    for (let seen = new Set<string>(); ; ) {
      const filed = (await this.unapplied.filedBefore(cutoff, PAGE + seen.size)).filter(({ id }) => !seen.has(id)).slice(0, PAGE);
      if (!filed.length) return finished;
      await inParallel(filed, READS_AT_ONCE, async ({ id, filedAt }) => {
        seen.add(id);
        const request = await this.store.requests.findById(id).lean<StoredAccessRequest>();
        if (request?.status === 'waiting' && Date.now() - filedAt < UNSTORED_AFTER_MS) return;
        const decided = request && !request.applied && (request.status === 'granted' || request.status === 'refused');
        if (!decided) return this.unapplied.settle(id);
        if (request.decided_time && request.decided_time > cutoff) return;
        await this.decisions.finish(request);
        finished++;
        this.logger.warn(`access request ${id}: a ${request.status} decision cut short was finished`);
      });
    }
  }
}

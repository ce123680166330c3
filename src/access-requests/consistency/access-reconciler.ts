import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { processTuning } from '../../platform/config/process-tuning';
import type { StoredAccessRequest } from '../access-request-view';
import { AccessDecisions } from '../grants/access-decisions';
import { AccessStore } from '../access-store';

/** The approvals' reconciler's rhythm and grace (RECONCILE_EVERY_MS, RECONCILE_GRACE_MS): a decision younger than the grace may still be finishing in its api. */
const EVERY_MS = processTuning().RECONCILE_EVERY_MS;
const graceMs = () => processTuning().RECONCILE_GRACE_MS;

/**
 * In the worker, at start and on the reconciler's rhythm: finishes decisions a crash left half-done (a
 * request decided, its state stored, but not applied, its event perhaps never staged). Staging again under
 * the same key and time, then applying, is idempotent: no mail or log line twice, one grant.
 */
@Injectable()
export class AccessReconciler implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccessReconciler.name);
  private running = false;

  constructor(
    private readonly store: AccessStore,
    private readonly decisions: AccessDecisions,
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

  async finishDecisions(olderThanMs: number): Promise<number> {
    const cutoff = new Date(Date.now() - olderThanMs);
    const unapplied = await this.store.requests.find({ applied: false, decided_time: { $lte: cutoff } }).limit(500).lean<StoredAccessRequest[]>();
    for (const request of unapplied) {
      if (request.status !== 'granted' && request.status !== 'refused') continue;
      await this.decisions.finish(request);
      this.logger.warn(`access request ${String(request._id)}: a ${request.status} decision cut short was finished`);
    }
    return unapplied.length;
  }
}

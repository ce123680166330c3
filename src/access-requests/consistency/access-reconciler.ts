import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AccessRequest } from '../access-request.schema';
import type { StoredAccessRequest } from '../access-request-view';
import { AccessDecisions } from '../grants/access-decisions';

/** A decision younger than this may still be finishing in the api that made it. */
const GRACE_MS = 30_000;

/**
 * Finishes decisions a crash left half-done: a request decided (its state stored) but not applied, its
 * event perhaps never staged. Staging again under the same key and time, then applying, is idempotent.
 */
@Injectable()
export class AccessReconciler {
  private readonly logger = new Logger(AccessReconciler.name);

  constructor(
    @InjectModel(AccessRequest.name) private readonly requests: Model<AccessRequest>,
    private readonly decisions: AccessDecisions,
  ) {}

  async finishDecisions(graceMs = GRACE_MS): Promise<number> {
    const cutoff = new Date(Date.now() - graceMs);
    const unapplied = await this.requests.find({ applied: false, decided_time: { $lte: cutoff } }).limit(500).lean<StoredAccessRequest[]>();
    for (const request of unapplied) {
      if (request.status !== 'granted' && request.status !== 'refused') continue;
      await this.decisions.finish(request);
      this.logger.warn(`access request ${String(request._id)}: a ${request.status} decision cut short was finished`);
    }
    return unapplied.length;
  }
}

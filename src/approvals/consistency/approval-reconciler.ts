import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Interval } from '@nestjs/schedule';
import { Connection, Model, Types } from 'mongoose';
import { RecordBusy, RecordLocks } from '../../platform/database/record-locks';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolsChangedEvent } from '../../tools/events/tools-changed.event';
import { toolRefOf } from '../../tools/editing/tool-event-parts';
import { Tool } from '../../tools/tool.schema';
import { DecideValidationHandler } from '../commands/decide-validation/decide-validation.handler';
import { ValidationRequestedEvent } from '../events/validation-requested.event';
import type { StoredValidation } from '../stored-validation';
import { Validation } from '../validation.schema';
import { editorOf, toolOf } from '../workflow-parts';
import { ConsistencyRepairedEvent, InconsistencyKind } from './consistency-repaired.event';
import { UnfinishedDeletion, UnfinishedDeletions } from './unfinished-deletions';

/** One half-done sequence: what is wrong, about which tool (and request). */
export interface Inconsistency {
  kind: InconsistencyKind;
  toolId: string;
  validationId?: string;
  /** For a deleted category still referenced: the ids to remove. */
  categoryIds?: string[];
  /** For a deletion cut short: the key of its recorded intent (see UnfinishedDeletions). */
  intentKey?: string;
}

type StoredTool = Tool & { _id: Types.ObjectId; updated_time?: Date; created_time?: Date };

const EVERY_MS = Number(process.env.RECONCILE_EVERY_MS ?? 5 * 60_000);
/** Sequences younger than this may still be running in an api: left alone (their locks also protect them). */
const graceMs = () => Number(process.env.RECONCILE_GRACE_MS ?? 60_000);

/**
 * Finds and repairs the half-done sequences a crash can leave between tools and approvals, at worker
 * start and every few minutes. The same `findInconsistencies()` is the invariant the fault suite asserts
 * (it must answer [] once the reconciler ran). Each repair takes the lock the interrupted command took,
 * reads again, and is recorded in the activity log. See docs/decisions/reconciler.md.
 */
@Injectable()
export class ApprovalReconciler implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApprovalReconciler.name);
  private running = false;

  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    @InjectConnection() private readonly connection: Connection,
    private readonly decisions: DecideValidationHandler,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly events: EventBus,
    private readonly deletions: UnfinishedDeletions,
  ) {}

  onApplicationBootstrap() {
    void this.tick();
  }

  @Interval('approval-reconciler', EVERY_MS)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const repaired = await this.reconcile();
      if (repaired.length) this.logger.warn(`reconciler repaired ${repaired.length}: ${repaired.map((r) => `${r.kind} ${r.toolId}`).join(', ')}`);
    } catch (error) {
      this.logger.warn(`reconciler: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** Every half-done sequence older than `olderThanMs`, in the order they must be repaired. */
  async findInconsistencies(olderThanMs = 0): Promise<Inconsistency[]> {
    const before = new Date(Date.now() - olderThanMs);
    // Deletions cut short come first; what else they leave (a request of a deleted tool, a removed
    // category still named) is theirs to finish, not reported twice.
    const found: Inconsistency[] = await this.deletions.find(before);
    const deletingTools = new Set(found.filter((p) => p.kind === 'unfinished-tool-deletion').map((p) => p.toolId));
    const deletingCategories = new Set(found.flatMap((p) => (p.kind === 'unfinished-category-deletion' ? (p.categoryIds ?? []) : [])));
    const tools = await this.tools
      .find({}, { has_pending_validation: 1, pending_validation: 1, is_published: 1, deleted: 1, categories: 1, updated_time: 1 })
      .lean<StoredTool[]>();
    const byId = new Map(tools.map((tool) => [String(tool._id), tool]));
    const open = await this.validations.find({ status: { $in: ['pending', 'accepted', 'rejected'] } }, { app: 1, status: 1, created_time: 1, decided_time: 1 }).lean<StoredValidation[]>();
    const pendingByTool = new Map<string, StoredValidation>();
    const claimed = new Set<string>();
    for (const validation of open) {
      const toolId = String(validation.app);
      if (deletingTools.has(toolId)) continue;
      const tool = byId.get(toolId);
      const when = (validation as { decided_time?: Date }).decided_time ?? validation.created_time;
      if (when && when > before) {
        claimed.add(toolId);
        continue;
      }
      if (validation.status === 'pending') {
        pendingByTool.set(toolId, validation);
        if (!tool || tool.deleted) found.push({ kind: 'request-of-missing-tool', toolId, validationId: String(validation._id) });
        else if (!tool.has_pending_validation) found.push({ kind: 'request-without-flag', toolId, validationId: String(validation._id) });
        continue;
      }
      if (tool && !tool.deleted && tool.has_pending_validation && (!tool.pending_validation?.validation || tool.pending_validation.validation === String(validation._id))) {
        found.push({ kind: 'decision-not-applied', toolId, validationId: String(validation._id) });
        claimed.add(toolId);
      }
    }
    const categoryIds = new Set((await this.connection.collection('categories').find({}, { projection: { _id: 1 } }).toArray()).map((c) => String(c._id)));
    for (const tool of tools) {
      const toolId = String(tool._id);
      if (tool.deleted || claimed.has(toolId) || deletingTools.has(toolId) || (tool.updated_time && tool.updated_time > before)) continue;
      if (tool.has_pending_validation && !pendingByTool.has(toolId)) found.push({ kind: 'flag-without-request', toolId });
      else if (!tool.is_published && !tool.has_pending_validation) found.push({ kind: 'unpublished-creation-without-request', toolId });
      const gone = (tool.categories ?? []).map(String).filter((id) => !categoryIds.has(id) && !deletingCategories.has(id));
      if (gone.length) found.push({ kind: 'deleted-category-still-referenced', toolId, categoryIds: gone });
    }
    return found;
  }

  /** Finds and repairs; answers what it repaired. A sequence whose lock is held is left for the next run. */
  async reconcile(olderThanMs = graceMs()): Promise<Inconsistency[]> {
    const repaired: Inconsistency[] = [];
    for (const problem of await this.findInconsistencies(olderThanMs)) {
      try {
        if (await this.repair(problem)) repaired.push(problem);
      } catch (error) {
        if (!(error instanceof RecordBusy)) this.logger.warn(`could not repair ${problem.kind} of tool ${problem.toolId}: ${(error as Error).message}`);
      }
    }
    return repaired;
  }

  private async repair(problem: Inconsistency): Promise<boolean> {
    const { toolId, validationId } = problem;
    if (problem.kind === 'unfinished-tool-deletion' || problem.kind === 'unfinished-category-deletion') {
      const finished = await this.deletions.repair(problem as UnfinishedDeletion);
      if (finished) await this.record(problem, finished.target, finished.repair);
      return !!finished;
    }
    if (problem.kind === 'decision-not-applied') {
      return this.locks.withLock(`validation:${validationId}`, async (lease) => {
        const validation = await this.validations.findById(validationId).lean<StoredValidation>();
        if (!validation || validation.status === 'pending' || !(await this.decisions.isUnapplied(validation))) return false;
        const stamp = (validation as unknown as { decided_by?: { _id?: unknown; fullname?: string } }).decided_by;
        await this.decisions.finish(validation, { userId: String(stamp?._id ?? ''), fullname: stamp?.fullname ?? '' }, lease);
        await this.record(problem, toolOf(validation), `finished the ${validation.status === 'accepted' ? 'approval' : 'rejection'} that was stored but not applied`);
        return true;
      });
    }
    return this.locks.withLock(`tool:${toolId}`, async (lease) => {
      const tool = await this.tools.findById(toolId).lean<StoredTool>();
      const ref = toolRefOf(toolId, (tool?.title ?? {}) as Record<string, string>);
      const pending = await this.validations.findOne({ app: new Types.ObjectId(toolId), status: 'pending' }).lean<StoredValidation>();
      await lease.beforeWrite();
      switch (problem.kind) {
        case 'request-without-flag': {
          if (!tool || tool.deleted || tool.has_pending_validation || !pending) return false;
          const editor = editorOf(pending);
          const staged = await this.outbox.stage([
            `validation.${pending._id}.requested`,
            new ValidationRequestedEvent(String(pending._id), toolOf(pending), pending.kind as 'creation' | 'edition', editor),
          ]);
          await this.tools.updateOne({ _id: toolId }, { $set: { has_pending_validation: true, pending_validation: { user: editor.userId, edited_by_self: true, validation: String(pending._id) } } }, { timestamps: false });
          this.outbox.release(staged);
          await this.record(problem, toolOf(pending), 'finished the request for approval: the tool now waits for it');
          break;
        }
        case 'request-of-missing-tool': {
          if (!pending || (tool && !tool.deleted)) return false;
          await this.validations.updateOne({ _id: pending._id, status: 'pending' }, { $set: { status: 'withdrawn' } });
          await this.record(problem, toolOf(pending), 'withdrew the request of a deleted tool');
          break;
        }
        case 'flag-without-request': {
          if (!tool || tool.deleted || !tool.has_pending_validation || pending) return false;
          const creation = !tool.is_published;
          await this.tools.updateOne({ _id: toolId }, { $set: { has_pending_validation: false, pending_validation: null, ...(creation ? { deleted: true } : {}) } }, { timestamps: false });
          await this.record(problem, ref, creation ? 'removed an unpublished creation whose request was never stored' : 'cleared the pending mark of a request that was never stored');
          break;
        }
        case 'unpublished-creation-without-request': {
          if (!tool || tool.deleted || tool.is_published || tool.has_pending_validation || pending) return false;
          await this.tools.updateOne({ _id: toolId }, { $set: { deleted: true } }, { timestamps: false });
          await this.record(problem, ref, 'removed an unpublished creation whose request was never stored');
          break;
        }
        case 'deleted-category-still-referenced': {
          // Whole lists set under the tool's lock: FerretDB does not take $pull with $in.
          const gone = new Set(problem.categoryIds);
          if (!tool || !(tool.categories ?? []).some((id) => gone.has(String(id)))) return false;
          await this.tools.updateOne({ _id: toolId }, { $set: { categories: (tool.categories ?? []).filter((id) => !gone.has(String(id))) } }, { timestamps: false });
          if (pending) {
            const proposed = ((pending.changed as { categories?: string[] } | undefined)?.categories ?? []).filter((id) => !gone.has(String(id)));
            await this.validations.updateOne({ _id: pending._id }, { $set: { 'changed.categories': proposed } });
          }
          await this.record(problem, ref, 'removed deleted categories from the tool');
          break;
        }
      }
      this.events.publish(new ToolsChangedEvent([toolId]));
      return true;
    });
  }

  private async record(problem: Inconsistency, tool: ConsistencyRepairedEvent['tool'], repair: string) {
    const key = `repair.${problem.kind}.${problem.validationId ?? problem.toolId}`;
    this.outbox.release(await this.outbox.stage([key, new ConsistencyRepairedEvent(problem.kind, tool, repair, problem.validationId ?? null)]));
  }
}

import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Interval } from '@nestjs/schedule';
import { Model, Types } from 'mongoose';
import { CategoriesReader, FinishCategoryDeletionCommand, type FinishedCategoryDeletion } from '../../categories/categories.public';
import { RecordBusy, RecordLocks } from '../../platform/database/record-locks';
import { ChangeIntents } from '../../platform/outbox/change-intents';
import { Outbox } from '../../platform/outbox/outbox';
import {
  DiscardToolChangeCommand,
  type FinishedToolDeletion,
  FinishToolDeletionCommand,
  HoldToolForRequestCommand,
  ListToolStatesQuery,
  RemoveToolCategoriesCommand,
  ToolEditedEvent,
  type ToolRequestState,
  ToolSubmittedEvent,
} from '../../tools/tools.public';
import { deciderOf, DecideValidationHandler } from '../commands/decide-validation/decide-validation.handler';
import { ValidationRequestedEvent } from '../events/validation-requested.event';
import type { StoredValidation } from '../stored-validation';
import { Validation } from '../validation.schema';
import { requestOf } from '../workflow/validation-request.saga';
import { editorOf, toolOf } from '../workflow-parts';
import { countReconcilerRepair } from '../../platform/metrics/metrics';
import { ConsistencyRepairedEvent } from './consistency-repaired.event';
import { CHECKED_INTENT_KINDS, CHECKED_REQUEST_STATUSES, findInconsistencies, Inconsistency } from './find-inconsistencies';
import { processTuning } from '../../platform/config/process-tuning';

export type { Inconsistency } from './find-inconsistencies';

const EVERY_MS = processTuning().RECONCILE_EVERY_MS;
/** Sequences younger than this may still be running in an api: left alone (their locks also protect them). */
const graceMs = () => processTuning().RECONCILE_GRACE_MS;

/**
 * Finds and repairs the half-done sequences a crash can leave between tools and approvals, at worker
 * start and every few minutes. The same `findInconsistencies()` is the invariant the fault suite asserts
 * (it must answer [] once the reconciler ran). It reads the tools through their query and changes them
 * only by their commands (each takes the tool's lock and reads again); its own requests under the lock
 * the interrupted command took. A deletion cut short (its intent still recorded) is finished by its
 * owner's command (FinishToolDeletionCommand, FinishCategoryDeletionCommand): the steps the api runs. Each repair is recorded in the activity log. See docs/decisions/reconciler.md.
 */
@Injectable()
export class ApprovalReconciler implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApprovalReconciler.name);
  private running = false;

  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly categories: CategoriesReader,
    private readonly decisions: DecideValidationHandler,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly intents: ChangeIntents,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
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
    const tools = await this.toolStates(null);
    const requests = await this.validations
      .find({ status: { $in: [...CHECKED_REQUEST_STATUSES] } }, { app: 1, status: 1, created_time: 1, decided_time: 1 })
      .lean<StoredValidation[]>();
    const categoryIds = await this.categories.existingIds(new Set(tools.flatMap((tool) => tool.categoryIds)));
    const intents = (await Promise.all(CHECKED_INTENT_KINDS.map((kind) => this.intents.olderThan(kind, before)))).flat();
    return findInconsistencies({ tools, requests, categoryIds, intents }, before);
  }

  /** Finds and repairs; answers what it repaired. A sequence whose lock is held is left for the next run. */
  async reconcile(olderThanMs = graceMs()): Promise<Inconsistency[]> {
    const repaired: Inconsistency[] = [];
    for (const problem of await this.findInconsistencies(olderThanMs)) {
      try {
        if (await this.repair(problem)) {
          repaired.push(problem);
          countReconcilerRepair(problem.kind);
        }
      } catch (error) {
        if (!(error instanceof RecordBusy)) this.logger.warn(`could not repair ${problem.kind} of tool ${problem.toolId}: ${(error as Error).message}`);
      }
    }
    return repaired;
  }

  private async repair(problem: Inconsistency): Promise<boolean> {
    const { toolId, validationId, intentKey } = problem;
    if (problem.kind === 'unfinished-tool-deletion' && intentKey) {
      const finished = await this.commands.execute<FinishToolDeletionCommand, FinishedToolDeletion>(new FinishToolDeletionCommand(intentKey));
      if (finished) await this.record(problem, finished.tool, `finished the deletion of the tool by ${finished.by.fullname}`);
      return !!finished;
    }
    if (problem.kind === 'unfinished-category-deletion' && intentKey) {
      const finished = await this.commands.execute<FinishCategoryDeletionCommand, FinishedCategoryDeletion>(new FinishCategoryDeletionCommand(intentKey));
      // The log line names the category (in the tool's place).
      if (finished) await this.record(problem, { toolId: finished.category.categoryId, title: finished.category.name }, `finished the deletion of the category by ${finished.by.fullname}`);
      return !!finished;
    }
    if (problem.kind === 'decision-not-applied') {
      return this.locks.withLock(`validation:${validationId}`, async () => {
        const validation = await this.validations.findById(validationId).lean<StoredValidation>();
        if (!validation || validation.status === 'pending' || !(await this.decisions.isUnapplied(validation))) return false;
        await this.decisions.finish(validation, deciderOf(validation));
        await this.record(problem, toolOf(validation), `finished the ${validation.status === 'accepted' ? 'approval' : 'rejection'} that was stored but not applied`);
        return true;
      });
    }
    const [tool] = await this.toolStates([toolId]);
    const ref = { toolId, title: tool?.title ?? {} };
    switch (problem.kind) {
      case 'request-without-flag': {
        const pending = await this.pendingOf(toolId);
        if (!tool || tool.deleted || tool.hasPendingValidation || !pending) return false;
        const editor = editorOf(pending);
        const staged = await this.outbox.stage([
          `validation.${pending._id}.requested`,
          new ValidationRequestedEvent(String(pending._id), toolOf(pending), pending.kind as 'creation' | 'edition', editor),
        ]);
        if (!(await this.commands.execute(new HoldToolForRequestCommand(toolId, String(pending._id), editor)))) return false;
        this.outbox.release(staged);
        await this.record(problem, toolOf(pending), 'finished the request for approval: the tool now waits for it');
        return true;
      }
      case 'request-of-missing-tool': {
        if (tool && !tool.deleted) return false;
        return this.locks.withLock(`validation:${validationId}`, async (lease) => {
          const pending = await this.validations.findOne({ _id: validationId, status: 'pending' }).lean<StoredValidation>();
          if (!pending) return false;
          await lease.beforeWrite();
          await this.validations.updateOne({ _id: pending._id, status: 'pending' }, { $set: { status: 'withdrawn' } });
          await this.record(problem, toolOf(pending), 'withdrew the request of a deleted tool');
          return true;
        });
      }
      case 'second-request': {
        if (!tool || tool.deleted || !tool.hasPendingValidation || tool.pendingValidationId === validationId) return false;
        return this.locks.withLock(`validation:${validationId}`, async (lease) => {
          const pending = await this.validations.findOne({ _id: validationId, status: 'pending' }).lean<StoredValidation>();
          if (!pending) return false;
          await lease.beforeWrite();
          await this.validations.updateOne({ _id: pending._id, status: 'pending' }, { $set: { status: 'withdrawn' } });
          await this.record(problem, toolOf(pending), 'withdrew a second request for the same tool: the tool waits for the other one');
          return true;
        });
      }
      case 'flag-without-request': {
        if (!tool || tool.deleted || !tool.hasPendingValidation || (await this.pendingOf(toolId))) return false;
        // The tool's write was done and the saga's command was not: the intent is still in the outbox.
        const request = tool.pendingValidationId ? await this.intentOf(toolId, tool.pendingValidationId) : null;
        if (request) {
          await this.commands.execute(request);
          await this.record(problem, request.tool, 'finished the request for approval the tool was waiting for');
          return true;
        }
        if (!(await this.commands.execute(new DiscardToolChangeCommand(toolId, tool.pendingValidationId)))) return false;
        const creation = !tool.isPublished;
        await this.record(problem, ref, creation ? 'removed an unpublished creation whose request was never stored' : 'cleared the pending mark of a request that was never stored');
        return true;
      }
      case 'unpublished-creation-without-request': {
        if (!tool || tool.deleted || tool.isPublished || tool.hasPendingValidation || (await this.pendingOf(toolId))) return false;
        if (!(await this.commands.execute(new DiscardToolChangeCommand(toolId, null)))) return false;
        await this.record(problem, ref, 'removed an unpublished creation whose request was never stored');
        return true;
      }
      case 'deleted-category-still-referenced': {
        if (!tool) return false;
        await this.commands.execute(new RemoveToolCategoriesCommand(problem.categoryIds ?? [], [toolId]));
        await this.withoutCategories(toolId, problem.categoryIds ?? []);
        await this.record(problem, ref, 'removed deleted categories from the tool');
        return true;
      }
    }
    return false;
  }

  private toolStates(toolIds: string[] | null): Promise<ToolRequestState[]> {
    return this.queries.execute<ListToolStatesQuery, ToolRequestState[]>(new ListToolStatesQuery(toolIds));
  }

  private pendingOf(toolId: string): Promise<StoredValidation | null> {
    return this.validations.findOne({ app: new Types.ObjectId(toolId), status: 'pending' }).lean<StoredValidation>();
  }

  /** The request a tool's proposal (ToolSubmitted / ToolEdited) still waiting in the outbox asks for. */
  private async intentOf(toolId: string, validationId: string) {
    for (const key of [`tool.${toolId}.edited.${validationId}`, `tool.${toolId}.submitted.${validationId}`]) {
      const event = await this.outbox.stored(key);
      if (event instanceof ToolEditedEvent || event instanceof ToolSubmittedEvent) return requestOf(event);
    }
    return null;
  }

  /** Deleted categories out of the tool's pending request too (the whole list set: FerretDB does not take $pull with $in). */
  private async withoutCategories(toolId: string, categoryIds: string[]) {
    const gone = new Set(categoryIds);
    const pending = await this.pendingOf(toolId);
    if (!pending) return;
    const proposed = ((pending.changed as { categories?: string[] } | undefined)?.categories ?? []).filter((id) => !gone.has(String(id)));
    await this.validations.updateOne({ _id: pending._id }, { $set: { 'changed.categories': proposed } });
  }

  private async record(problem: Inconsistency, tool: ConsistencyRepairedEvent['tool'], repair: string) {
    const key = `repair.${problem.kind}.${problem.validationId ?? problem.toolId}`;
    this.outbox.release(await this.outbox.stage([key, new ConsistencyRepairedEvent(problem.kind, tool, repair, problem.validationId ?? null)]));
  }
}

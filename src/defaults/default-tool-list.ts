import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isObjectIdText } from '../contracts/default-tool-rules';
import type { Principal } from '../platform/auth/principal';
import { RecordLocks } from '../platform/database/record-locks';
import { SubsidiariesReader } from '../subsidiaries/subsidiaries.public';
import { subsidiaryScopeOf } from '../contracts/tool-access';
import { FindToolSummariesQuery, type ToolSummary } from '../tools/tools.public';
import { DefaultTool } from './default-tool.schema';
import { DefaultToolNames, defaultToolViewOf, DefaultToolView, StoredDefaultTool } from './default-tool.view';

/** One lock for the whole list: every write that reads then renumbers positions holds it. */
const ORDER_LOCK = 'default_tools:order';

/**
 * The defaults module's store: its collection (`default_tools`), injected once, which its handlers take
 * instead of the model (`list.defaults`), and the ordered list of default tools. Positions are 0..n-1 without gaps or duplicates: every write that
 * adds, removes or moves runs under one RecordLocks lock (FerretDB's guarded updates are not atomic),
 * reads the whole list in order and rewrites the positions that changed, each with its own updateOne
 * (FerretDB 1.24 holds one pool connection per matching statement of a command). The list is short
 * (tens, at most a few hundred), so reading it whole is cheap; a list left with a gap or a repeat (a
 * crash mid-write, a hand edit) is repaired by the next write, since the order read is (position, _id).
 */
@Injectable()
export class DefaultToolList {
  constructor(
    @InjectModel(DefaultTool.name) readonly defaults: Model<DefaultTool>,
    private readonly queries: QueryBus,
    private readonly subsidiaries: SubsidiariesReader,
    private readonly locks: RecordLocks,
  ) {}

  withOrderLock<T>(work: () => Promise<T>): Promise<T> {
    return this.locks.withLock(ORDER_LOCK, work);
  }

  async ordered(): Promise<StoredDefaultTool[]> {
    const docs = await this.defaults.find().lean<StoredDefaultTool[]>();
    return docs.sort((a, b) => a.position - b.position || String(a._id).localeCompare(String(b._id)));
  }

  async findById(id: unknown): Promise<StoredDefaultTool | null> {
    if (!isObjectIdText(id)) return null;
    return this.defaults.findById(new Types.ObjectId(id)).lean<StoredDefaultTool>();
  }

  /** Writes positions 0..n-1 in this order, touching only the documents whose position differs. */
  async renumber(order: readonly StoredDefaultTool[]): Promise<void> {
    for (const [position, doc] of order.entries()) {
      if (doc.position !== position) {
        await this.defaults.updateOne({ _id: doc._id }, { $set: { position } });
        doc.position = position;
      }
    }
  }

  /** The default tools this caller may manage: all for administrators, their subsidiary's for sub-administrators. */
  inScope(caller: Principal, docs: readonly StoredDefaultTool[]): StoredDefaultTool[] {
    const scope = subsidiaryScopeOf(caller);
    if ('all' in scope) return [...docs];
    if ('none' in scope) return [];
    return docs.filter((doc) => doc.subsidiary && String(doc.subsidiary) === scope.subsidiaryId);
  }

  async views(docs: readonly StoredDefaultTool[]): Promise<DefaultToolView[]> {
    const names = await this.names(docs);
    return docs.map((doc) => defaultToolViewOf(doc, names));
  }

  async titleOf(toolId: Types.ObjectId | string): Promise<Record<string, string>> {
    const [tool] = await this.queries.execute<FindToolSummariesQuery, ToolSummary[]>(new FindToolSummariesQuery([String(toolId)]));
    return tool?.title ?? {};
  }

  private async names(docs: readonly StoredDefaultTool[]): Promise<DefaultToolNames> {
    const toolIds = [...new Set(docs.map((doc) => String(doc.tool)))];
    const [tools, subsidiaries] = await Promise.all([
      this.queries.execute<FindToolSummariesQuery, ToolSummary[]>(new FindToolSummariesQuery(toolIds)),
      docs.some((doc) => doc.subsidiary) ? this.subsidiaries.names() : new Map<string, string>(),
    ]);
    return {
      tools: new Map(tools.map((tool) => [tool._id, { title: tool.title ?? {} }])),
      subsidiaries,
    };
  }
}

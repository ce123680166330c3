import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isObjectIdText } from '../contracts/default-tool-rules';
import type { Principal } from '../platform/auth/principal';
import { RecordLocks } from '../platform/database/record-locks';
import { Subsidiary } from '../subsidiaries/subsidiary.schema';
import { subsidiaryScopeOf } from '../contracts/tool-access';
import { Tool } from '../tools/tool.schema';
import { DefaultTool } from './default-tool.schema';
import { DefaultToolNames, defaultToolViewOf, DefaultToolView, StoredDefaultTool } from './default-tool.view';

/** One lock for the whole list: every write that reads then renumbers positions holds it. */
const ORDER_LOCK = 'default_tools:order';

/**
 * The ordered list of default tools. Positions are 0..n-1 without gaps or duplicates: every write that
 * adds, removes or moves runs under one RecordLocks lock (FerretDB's guarded updates are not atomic),
 * reads the whole list in order and rewrites the positions that changed, each with its own updateOne
 * (FerretDB 1.24 holds one pool connection per matching statement of a command). The list is short
 * (tens, at most a few hundred), so reading it whole is cheap; a list left with a gap or a repeat (a
 * crash mid-write, a hand edit) is repaired by the next write, since the order read is (position, _id).
 */
@Injectable()
export class DefaultToolList {
  constructor(
    @InjectModel(DefaultTool.name) private readonly defaults: Model<DefaultTool>,
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>,
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
    const tool = await this.tools.findById(toolId, { title: 1 }).lean();
    return (tool?.title as Record<string, string>) ?? {};
  }

  private async names(docs: readonly StoredDefaultTool[]): Promise<DefaultToolNames> {
    const toolIds = [...new Set(docs.map((doc) => String(doc.tool)))];
    const [tools, subsidiaries] = await Promise.all([
      toolIds.length ? this.tools.find({ _id: { $in: toolIds.map((id) => new Types.ObjectId(id)) } }, { title: 1 }).lean() : [],
      docs.some((doc) => doc.subsidiary) ? this.subsidiaries.find({}, { name: 1 }).lean() : [],
    ]);
    return {
      tools: new Map(tools.map((tool) => [String(tool._id), { title: (tool.title as Record<string, string>) ?? {} }])),
      subsidiaries: new Map(subsidiaries.map((subsidiary) => [String(subsidiary._id), subsidiary.name])),
    };
  }
}

import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { FindToolRequestQuery, type ToolRequest } from '../../../ports/find-tool-request.query';
import { canEditTool } from '../../../../contracts/tool-access';
import { ToolRefusal } from '../../../access/tool-refusal';
import { Tool } from '../../../tool.schema';
import { toToolCard } from '../../../tool-card';
import { ToolNotFound } from '../../../wall/wall.errors';
import { scopeOf, StoredTool, toolObjectId } from '../../editable-tool';
import { contentOf } from '../../tool-draft';
import { visibilityOf } from '../../../../contracts/tool-visibility';
import type { ToolForEditing } from '../../../../contracts/wire/tools';
import { GetToolForEditingQuery } from './get-tool-for-editing.query';

/**
 * The tool for the edit form: its live content, or, when a request waits, the proposed content
 * (what the editor sent) with the request's id, so the form shows the pending version read-only.
 * Open to those who may edit the tool and to the author of the waiting request.
 */
@QueryHandler(GetToolForEditingQuery)
export class GetToolForEditingHandler implements IQueryHandler<GetToolForEditingQuery> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly queries: QueryBus,
    private readonly refusal: ToolRefusal,
  ) {}

  async execute({ caller, toolId, validationId }: GetToolForEditingQuery): Promise<ToolForEditing> {
    const id = toolObjectId(toolId);
    const tool = await this.tools.findOne({ _id: id, deleted: { $ne: true } }).lean<StoredTool>();
    if (!tool) throw new ToolNotFound();
    const validation = await this.validationOf(id, validationId);
    const isAuthor = !!validation && validation.edited_by?._id === caller.userId;
    if (!canEditTool(caller, scopeOf(tool)) && !isAuthor) throw await this.refusal.of(caller, tool);

    // The proposed content was stored as the editor sent it (a ToolContent), read back field by field.
    const proposed = validation ? contentOf(validation.changed) : null;
    const content = proposed ?? contentOf(tool);
    const pendingAuthor = tool.pending_validation?.user ?? null;
    return {
      ...toToolCard(tool),
      ...content,
      _id: String(tool._id),
      creator: tool.creator ?? null,
      is_published: tool.is_published !== false,
      visibility: visibilityOf(content.users, content.subsidiaryId),
      has_pending_validation: !!tool.has_pending_validation,
      pending_validation: pendingAuthor ? { user: pendingAuthor, edited_by_self: pendingAuthor === caller.userId } : null,
      validation: validation
        ? {
            _id: String(validation._id),
            kind: validation.kind,
            status: validation.status,
            edited_by: validation.edited_by,
            updated_time: validation.updated_time?.toISOString(),
          }
        : null,
    };
  }

  /** The named request of this tool (404 if it names another tool), else its waiting one if any. */
  private async validationOf(toolId: Types.ObjectId, validationId?: string): Promise<ToolRequest | null> {
    if (validationId !== undefined && !/^[0-9a-f]{24}$/i.test(validationId)) throw new ToolNotFound();
    const validation = await this.queries.execute<FindToolRequestQuery, ToolRequest | null>(new FindToolRequestQuery(String(toolId), validationId));
    if (validationId !== undefined && !validation) throw new ToolNotFound();
    return validation;
  }
}

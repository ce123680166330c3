import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetAppQuery } from '../../../tools/wall/queries/get-app/get-app.query';
import { OpenCounter } from '../../open-counter';
import { InvalidOpenedTool } from '../../usage.errors';
import { RecordOpenCommand } from './record-open.command';

const TOOL_ID = /^[0-9a-f]{24}$/;

/**
 * Counts an open of a tool the caller can see: the catalogue's own read rule answers 404 for any
 * other, so an id tells nothing. Redis being down loses the count, never the open: the front has
 * already opened the tool, and the call answers as if counted.
 */
@CommandHandler(RecordOpenCommand)
export class RecordOpenHandler implements ICommandHandler<RecordOpenCommand> {
  private readonly logger = new Logger(RecordOpenHandler.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly counter: OpenCounter,
  ) {}

  async execute({ caller, body }: RecordOpenCommand): Promise<{ counted: boolean }> {
    const toolId = body && typeof body === 'object' && !Array.isArray(body) ? (body as { toolId?: unknown }).toolId : undefined;
    if (typeof toolId !== 'string' || !TOOL_ID.test(toolId.toLowerCase())) throw new InvalidOpenedTool();
    const tool = await this.queries.execute(new GetAppQuery(caller, toolId.toLowerCase()));
    try {
      const counted = await this.counter.record({
        userId: caller.userId!,
        toolId: tool._id,
        subsidiaryId: caller.subsidiaryId,
        language: caller.language,
        at: new Date(),
      });
      return { counted };
    } catch (error) {
      this.logger.warn(`an open of tool ${tool._id} was not counted: ${(error as Error).message}`);
      return { counted: false };
    }
  }
}

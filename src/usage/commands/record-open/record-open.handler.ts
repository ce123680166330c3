import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OpenBeacon } from '../../open-beacon';
import { RecordOpenCommand } from './record-open.command';

/**
 * Counts an open of a tool the caller can see (`OpenBeacon`). Most opens are answered before Nest's
 * router by the same beacon; this route answers the rest, and every error (400, 401, 403, 404, 429).
 */
@CommandHandler(RecordOpenCommand)
export class RecordOpenHandler implements ICommandHandler<RecordOpenCommand> {
  constructor(private readonly beacon: OpenBeacon) {}

  async execute({ caller, toolId }: RecordOpenCommand): Promise<{ counted: boolean }> {
    return { counted: await this.beacon.count(caller, await this.beacon.visibleTool(caller, toolId)) };
  }
}

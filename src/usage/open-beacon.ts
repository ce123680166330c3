import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { recordOpenBody } from '../contracts/requests';
import type { Principal } from '../platform/auth/principal';
import { GetAppQuery } from '../tools/wall/queries/get-app/get-app.query';
import { OpenCounter } from './open-counter';

/**
 * Counts opens of tools the caller can see, for the full route (`RecordOpenHandler`) and the fast one
 * answered before Express (`FastRoutes`). The catalogue's own read rule decides: any other tool
 * is a 404, so an id tells nothing. Redis being down loses the count, never the open: the front has
 * already opened the tool, and the call answers as if counted.
 */
@Injectable()
export class OpenBeacon {
  private readonly logger = new Logger(OpenBeacon.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly counter: OpenCounter,
  ) {}

  /** The visible tool's id; throws the catalogue's 404 (or 400 for an id it refuses) otherwise. */
  async visibleTool(caller: Principal, toolId: string): Promise<string> {
    return (await this.queries.execute(new GetAppQuery(caller, toolId)))._id;
  }

  /** Never throws: true when counted, false when within the minute of the previous open or not written. */
  async count(caller: Principal, toolId: string): Promise<boolean> {
    try {
      return await this.counter.record({ userId: caller.userId!, toolId, subsidiaryId: caller.subsidiaryId, language: caller.language, at: new Date() });
    } catch (error) {
      this.logger.warn(`an open of tool ${toolId} was not counted: ${(error as Error).message}`);
      return false;
    }
  }

  /** The fast route's check, by the route's own schema: null (the full route answers) for a bad body or a tool the caller cannot see. */
  readonly prepare = async (caller: Principal, body: unknown): Promise<(() => Promise<void>) | null> => {
    const parsed = recordOpenBody.safeParse(body);
    if (!parsed.success) return null;
    const visible = await this.visibleTool(caller, parsed.data.toolId).catch(() => null);
    return visible ? async () => void (await this.count(caller, visible)) : null;
  };
}

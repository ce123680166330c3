import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Principal } from '../platform/auth/principal';
import { GetAppQuery } from '../tools/wall/queries/get-app/get-app.query';
import { OpenCounter } from './open-counter';

const TOOL_ID = /^[0-9a-f]{24}$/i;

/** The tool id of a `POST /api/opens` body, lower-cased; undefined when the body is not `{ toolId: <id> }`. */
export function openedToolId(body: unknown): string | undefined {
  const toolId = body && typeof body === 'object' && !Array.isArray(body) ? (body as { toolId?: unknown }).toolId : undefined;
  return typeof toolId === 'string' && TOOL_ID.test(toolId) ? toolId.toLowerCase() : undefined;
}

/**
 * Counts opens of tools the caller can see, for the full route (`RecordOpenHandler`) and the fast one
 * answered before Nest's router (`FastRoutes`). The catalogue's own read rule decides: any other tool
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

  /** The fast route's check: null (the full route answers) for a bad body or a tool the caller cannot see. */
  readonly prepare = async (caller: Principal, body: unknown): Promise<(() => Promise<void>) | null> => {
    const toolId = openedToolId(body);
    if (!toolId) return null;
    const visible = await this.visibleTool(caller, toolId).catch(() => null);
    return visible ? async () => void (await this.count(caller, visible)) : null;
  };
}

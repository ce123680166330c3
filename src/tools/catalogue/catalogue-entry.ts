import type { Types } from 'mongoose';
import { newLabelUntil } from '../../contracts';
import { ToolCard, toToolCard } from '../tool-card';
import type { Tool } from '../tool.schema';
import { markPending } from '../wall/wall-filters';

/** What the catalogue keeps of a live tool: the card's fields plus what the filters read. */
/** Read with CATALOGUE_PROJECTION: titleLower and pending_validation are left out. */
export type CatalogueTool = Tool & { _id: Types.ObjectId };

/** The fields read from the database: what a card and a back-office row show, and what visibility needs. */
export const CATALOGUE_PROJECTION = { titleLower: 0, pending_validation: 0 } as const;

/**
 * One tool of the in-memory catalogue, with its card serialised once per "is new" state, so a
 * wall of 1,000 tools is joined from ready strings instead of being built and stringified.
 */
export class CatalogueEntry {
  readonly id: string;
  /** Until when the "new" label shows (ms; Infinity while flagged), or null when it never does. */
  readonly newUntil: number | null;
  private readonly json: [string | undefined, string | undefined] = [undefined, undefined];

  constructor(readonly tool: CatalogueTool) {
    this.id = String(tool._id);
    this.newUntil = newLabelUntil(tool);
  }

  /** The contracts' showsNewLabel, with its answer's end computed once. */
  isNew(now: number): boolean {
    return this.newUntil !== null && now < this.newUntil;
  }

  /** The card exactly as the database path built it (toToolCard + the pending mark). */
  card(now: number): ToolCard {
    return markPending(toToolCard(this.tool, now), this.tool);
  }

  /** JSON.stringify(card(now)), cached per "is new" state. */
  cardJson(now: number): string {
    const slot = this.isNew(now) ? 1 : 0;
    return (this.json[slot] ??= JSON.stringify(this.card(now)));
  }
}

/** Tools written without mongoose defaults (raw inserts) still filter like the database does. */
export function normalisedTool(tool: CatalogueTool): CatalogueTool {
  return { ...tool, users: tool.users ?? [], managers: tool.managers ?? [], categories: tool.categories ?? [], subsidiaryId: tool.subsidiaryId ?? null };
}

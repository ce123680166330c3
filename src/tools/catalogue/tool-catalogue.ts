import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { Language } from '../../contracts';
import { StartUpLoads } from '../../platform/lifecycle/start-up-loads';
import { retryUntilDone } from '../../platform/lifecycle/retry-until-done';
import { Tool } from '../tool.schema';
import { ToolAudiences } from '../visibility/tool-audiences';
import type { Viewer } from '../visibility/tool-visibility';
import { sortTitle } from '../wall/wall-order';
import { CATALOGUE_PROJECTION, CatalogueEntry, CatalogueTool, normalisedTool } from './catalogue-entry';

/** A missed message cannot leave an instance stale for longer than this. */
const CATALOGUE_SAFETY_RELOAD_MS = 5 * 60 * 1000;
/** More changed ids than this in one event: one scan of the collection is cheaper than one read each. */
const FULL_RELOAD_ABOVE = 50;

/**
 * Every live (non-deleted) tool of the catalogue, in memory on each api instance (5,000 tools are
 * ~10 MB), so the wall and its sibling lists filter in memory instead of querying the database.
 * Loaded at start (and on first use if the start load failed), refreshed by id on every
 * ToolsChangedEvent (ours, or another instance's through Redis: see CatalogueSync), and reloaded
 * whole every 5 minutes. Reads wait for pending change reloads, so a write is visible to the next
 * read on the instance that made it.
 */
@Injectable()
export class ToolCatalogue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ToolCatalogue.name);
  private entries = new Map<string, CatalogueEntry>();
  private loaded: Promise<void> | null = null;
  private changes: Promise<void> = Promise.resolve();
  private changedDuringFullLoad: Set<string> | null = null;
  private fullLoad: Promise<void> | null = null;
  private nextFullLoad: Promise<void> | null = null;
  private sorted = new Map<Language, CatalogueEntry[]>();
  private audiences: ToolAudiences | null = null;
  /** `newLabelsUntil`'s last answer, kept until that moment passes or the catalogue changes. */
  private labelsUntil = { version: -1, until: -Infinity };
  private timer?: NodeJS.Timeout;
  private readonly stopped = new AbortController();
  /** Bumped on every change: answers cached from an older version are never served. */
  version = 0;
  loadedAt: number | null = null;

  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly startUpLoads: StartUpLoads,
  ) {}

  onApplicationBootstrap() {
    // The database may come up after this process: keep loading until it answers (reads also retry on first use).
    // Until then the api is not ready: a call would wait for this load (seconds at 5,000 tools on FerretDB).
    this.startUpLoads.register(
      'tools catalogue',
      retryUntilDone('loading the tool catalogue', () => this.ready(), { signal: this.stopped.signal, warn: (text) => this.logger.warn(text) }),
    );
    this.timer = setInterval(() => void this.reloadAll().catch((err) => this.logger.warn(`safety reload failed: ${message(err)}`)), CATALOGUE_SAFETY_RELOAD_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    this.stopped.abort();
    clearInterval(this.timer);
  }

  /** Resolves once the catalogue is loaded and every change announced so far is applied. */
  async ready(): Promise<void> {
    this.loaded ??= this.reloadAll().catch((err) => {
      this.loaded = null;
      throw err;
    });
    await this.loaded;
    await this.changes;
  }

  /** These tools changed in the database: re-read them (queued, in order). */
  changed(toolIds: readonly string[]): Promise<void> {
    const ids = [...new Set(toolIds.map(String))];
    this.changes = this.changes.then(() => this.reloadIds(ids)).catch((err) => this.logger.warn(`reload of ${ids.length} tools failed: ${message(err)}`));
    return this.changes;
  }

  /** Reads the whole catalogue again; ids changed meanwhile are re-read after, so it never goes back in time. */
  reloadAll(): Promise<void> {
    if (!this.fullLoad) {
      this.fullLoad = this.loadAll().finally(() => (this.fullLoad = null));
      return this.fullLoad;
    }
    // A load already running may have read before the caller's change: run one more after it.
    this.nextFullLoad ??= this.fullLoad
      .catch(() => undefined)
      .then(() => {
        this.nextFullLoad = null;
        return this.reloadAll();
      });
    return this.nextFullLoad;
  }

  get(id: string): CatalogueEntry | undefined {
    return this.entries.get(id);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Every live tool by lower-case title in `language` then id: the order of byTitle, computed once per version. */
  inTitleOrder(language: Language): CatalogueEntry[] {
    let list = this.sorted.get(language);
    if (!list) {
      const keyed = [...this.entries.values()].map((entry) => ({ entry, key: sortTitle(entry.tool.title, language) }));
      const collator = new Intl.Collator(language);
      keyed.sort((a, b) => collator.compare(a.key, b.key) || a.entry.id.localeCompare(b.entry.id));
      list = keyed.map(({ entry }) => entry);
      this.sorted.set(language, list);
    }
    return list;
  }

  /** The live tools `viewer` sees (`canSee`), as lists by audience built once per version (an id may be in several). */
  visibleLists(viewer: Viewer): readonly (readonly string[])[] {
    this.audiences ??= new ToolAudiences(this.entries.values());
    return this.audiences.visibleLists(viewer);
  }

  /**
   * The next moment a "new" label of the catalogue expires after `now` (Infinity when none will): until then, every
   * card's "new" state stays as it is at `now`. Computed once per version and expiry.
   */
  newLabelsUntil(now: number): number {
    const kept = this.labelsUntil;
    if (kept.version === this.version && now < kept.until) return kept.until;
    let until = Infinity;
    for (const entry of this.entries.values()) if (entry.newUntil !== null && entry.newUntil > now) until = Math.min(until, entry.newUntil);
    this.labelsUntil = { version: this.version, until };
    return until;
  }

  private async loadAll(): Promise<void> {
    this.changedDuringFullLoad = new Set();
    try {
      const tools = await this.tools.find({ deleted: { $ne: true } }, CATALOGUE_PROJECTION).lean<CatalogueTool[]>();
      this.entries = new Map(tools.map((tool) => [String(tool._id), new CatalogueEntry(normalisedTool(tool))]));
      this.loadedAt = Date.now();
      this.bump();
    } finally {
      const again = [...(this.changedDuringFullLoad ?? [])];
      this.changedDuringFullLoad = null;
      if (again.length) await this.reloadIds(again);
    }
  }

  private async reloadIds(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    if (this.changedDuringFullLoad) for (const id of ids) this.changedDuringFullLoad.add(id);
    if (!this.loadedAt) return; // the first load will read them anyway
    if (ids.length > FULL_RELOAD_ABOVE) return this.reloadAll();
    // One pure _id read each: the only filter FerretDB hands down to SQLite; an index hit on MongoDB.
    const found = await Promise.all(
      ids.map((id) => (Types.ObjectId.isValid(id) ? this.tools.findById(id, CATALOGUE_PROJECTION).lean<CatalogueTool>() : null)),
    );
    ids.forEach((id, n) => {
      const tool = found[n];
      if (tool && tool.deleted !== true) this.entries.set(id, new CatalogueEntry(normalisedTool(tool)));
      else this.entries.delete(id);
    });
    this.bump();
  }

  private bump() {
    this.version++;
    this.sorted.clear();
    this.audiences = null;
  }
}

function message(err: unknown) {
  return err instanceof Error ? err.message : String(err);
}

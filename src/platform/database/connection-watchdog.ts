import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { within } from '../lifecycle/within';
import { DATABASE_CLIENT_OPTIONS } from './database-timeouts';

const CONNECTED = 1;
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Watches this process's database connection. A connection can stay "not connected" while the database
 * answers everyone else (the driver's monitor left on a destroyed socket after a kill): after
 * DATABASE_RECONNECT_AFTER_MS without a connection, it asks the database with a fresh client of its own
 * and, when that one is answered, opens this process's connection again. Should that not bring it back
 * either, `stuck()` turns true after DATABASE_STUCK_AFTER_MS, and liveness then fails so that a
 * supervisor restarts the process. A database that answers nobody is an outage, not a stuck process:
 * liveness stays up and the process waits for it.
 */
@Injectable()
export class ConnectionWatchdog implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ConnectionWatchdog.name);
  private timer?: NodeJS.Timeout;
  /** Since when the connection has been down while the database answered a fresh client. */
  private stuckSince: number | null = null;
  private downSince: number | null = null;
  private checking = false;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.check(), Math.max(250, Math.floor(this.config.DATABASE_RECONNECT_AFTER_MS / 4)));
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  /** True when the connection has stayed down for DATABASE_STUCK_AFTER_MS while the database answered others. */
  stuck(now = Date.now()): boolean {
    return this.stuckSince !== null && now - this.stuckSince >= this.config.DATABASE_STUCK_AFTER_MS;
  }

  /** One look at the connection (every quarter of DATABASE_RECONNECT_AFTER_MS). */
  async check(now = Date.now()): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      if (this.connection.readyState === CONNECTED) {
        if (this.downSince !== null) this.logger.log('database connection back');
        this.downSince = this.stuckSince = null;
        return;
      }
      this.downSince ??= now;
      if (now - this.downSince < this.config.DATABASE_RECONNECT_AFTER_MS) return;
      if (!(await this.databaseAnswers())) {
        this.stuckSince = null;
        return;
      }
      this.stuckSince ??= now;
      this.logger.warn(`database connection down for ${Math.round((now - this.downSince) / 1000)} s while the database answers: opening it again`);
      await this.reopen();
    } catch (error) {
      this.logger.warn(`database connection check failed: ${(error as Error).message}`);
    } finally {
      this.checking = false;
    }
  }

  /** Does the database answer a client of its own? (A connection of this process's stays untouched.) */
  protected async databaseAnswers(): Promise<boolean> {
    const probe = new mongoose.mongo.MongoClient(this.config.MONGO_URL, { serverSelectionTimeoutMS: PROBE_TIMEOUT_MS, connectTimeoutMS: PROBE_TIMEOUT_MS });
    try {
      await probe.connect();
      await probe.db().command({ ping: 1 });
      return true;
    } catch {
      return false;
    } finally {
      await probe.close(true).catch(() => undefined);
    }
  }

  /** Closes what is left of the connection and opens it again with the same address and options. */
  protected async reopen(): Promise<void> {
    // Not a forced close: mongoose refuses every later command of a connection once force-closed.
    await within(this.connection.close().catch(() => undefined), PROBE_TIMEOUT_MS);
    await this.connection.openUri(this.config.MONGO_URL, DATABASE_CLIENT_OPTIONS);
  }
}

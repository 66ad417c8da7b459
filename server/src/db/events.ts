import pg from 'pg';
import type { Db } from './types';

export type EventListener = {
  onMessage: (payload: string) => void;
  /** The connection was lost: messages may have been missed until it is back. */
  onGap: () => void;
};

/**
 * Messages between the processes that share one PostgreSQL database (LISTEN/NOTIFY), so that
 * what one process keeps in memory can be told about a change another process made.
 *
 * Listening takes a connection of its own: a pooled connection stops hearing once it goes back
 * to the pool. The connection opens on the first listen and comes back by itself after a loss.
 */
export class DatabaseEvents {
  private client: pg.Client | null = null;
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly heard = new Set<string>();
  private isClosed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
  ) {}

  listen(channel: string, listener: EventListener): void {
    checkChannel(channel);
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      if (this.client) this.subscribe(this.client, channel);
    }
    listeners.add(listener);
    this.connect();
  }

  /** True while every message sent on the channel reaches this process. */
  isHearing(channel: string): boolean {
    return this.heard.has(channel);
  }

  /** Sent when the caller's change is committed; each listening process hears it once. */
  async notify(channel: string, payload: string): Promise<void> {
    checkChannel(channel);
    await this.pool.query('select pg_notify($1, $2)', [channel, payload]);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.heard.clear();
    await client?.end().catch(() => {});
  }

  private connect(): void {
    if (this.client || this.isClosed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? [])
        listener.onMessage(message.payload ?? '');
    });
    client.on('error', () => this.lose(client));
    client.on('end', () => this.lose(client));
    client.connect().then(
      () => {
        for (const channel of this.listeners.keys()) this.subscribe(client, channel);
      },
      () => this.lose(client),
    );
  }

  private subscribe(client: pg.Client, channel: string): void {
    client.query(`LISTEN ${channel}`).then(
      () => {
        if (this.client === client) this.heard.add(channel);
      },
      () => this.lose(client),
    );
  }

  private lose(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.heard.clear();
    for (const listeners of this.listeners.values())
      for (const listener of listeners) listener.onGap();
    client.end().catch(() => {});
    if (this.isClosed) return;
    this.retry = setTimeout(() => this.connect(), 1000);
    this.retry.unref();
  }
}

function checkChannel(channel: string): void {
  // Channel names go into LISTEN unquoted, so they are plain identifiers chosen in the code.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
}

const eventsByDb = new WeakMap<Db, DatabaseEvents>();

export function registerDatabaseEvents(db: Db, events: DatabaseEvents): void {
  eventsByDb.set(db, events);
}

/** The database's messages between processes; none for PGlite, which only one process opens. */
export function databaseEventsFor(db: Db): DatabaseEvents | undefined {
  return eventsByDb.get(db);
}

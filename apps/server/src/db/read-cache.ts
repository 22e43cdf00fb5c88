/**
 * The tables whose writes a cached read can depend on. Each has a statement-level trigger that
 * sends `NOTIFY extranet_writes, '<table>'` (migrations 0006, 0007, 0009, 0016 and 0022), so that every instance sharing a
 * PostgreSQL database drops what another instance's write made stale. A cached read may depend
 * only on tables listed here; `read-cache.api.test.ts` checks the triggers exist.
 */
export const CACHED_TABLES = [
  'sessions',
  'users',
  'user_totp',
  'user_hotels',
  'hotels',
  'hotel_activities',
  'contacts',
  'contact_hotels',
  'rooms',
  'rates',
  'rate_room_types',
  'rate_days',
  'rate_prices',
  'room_inventory',
  'rate_restrictions',
  'rate_plan_controls',
  'media',
  'hotel_step_reviews',
  'catalogue_hotels',
  'catalogue_words',
  'catalogue_vocabulary',
] as const;
export type CachedTable = (typeof CACHED_TABLES)[number];

/** The channel of the write notifications. */
export const WRITES_CHANNEL = 'extranet_writes';

/** Any table: a write whose table is not known (raw SQL, DDL) or the end of a write request. */
const ANY_TABLE = '*';

/**
 * Where an entry is kept. The autocomplete's answers (decision 051) have room of their own: the
 * many different texts people type must never push sessions, tenant checks and hotels out.
 */
export type CachePartition = 'hot' | 'catalogue';
/** Entries of the catalogue partition: a few kB each, the commonest prefixes typed. */
const CATALOGUE_ENTRIES = 2_000;

interface Entry {
  value: unknown;
  tables: readonly CachedTable[];
  /** The write sequence when the read began: the entry is stale once a write to one of its tables is later. */
  readFrom: number;
}

/**
 * Results of hot reads (the session of a token, a tenant check, the hotel read, the hotel list) kept in process
 * memory and dropped by any later write to a table they were read from (decision 017, third pass).
 *
 * Writes are noted three ways: every statement this process sends that is not a read (from the
 * database client's logger, before it is sent); the end of every write request (after its
 * transaction committed, before the answer leaves); and, on PostgreSQL, the notifications of the
 * other instances' writes. A read is stored with the sequence number current when it began, so a
 * write noted while it ran makes it stale at once. Until the notifications are being received
 * (PostgreSQL listener not connected) the cache is off and every read goes to the database.
 */
export class ReadCache {
  private sequence = 0;
  private readonly lastWrite = new Map<string, number>();
  private readonly partitions: Record<CachePartition, Map<string, Entry>> = {
    hot: new Map(),
    catalogue: new Map(),
  };
  private enabled: boolean;

  constructor(
    private readonly maxEntries: number,
    options: { enabled?: boolean } = {},
  ) {
    this.enabled = maxEntries > 0 && (options.enabled ?? true);
  }

  /**
   * The value stored under `key` if no table in `tables` was written since it was read;
   * otherwise `load()`, stored when it answers something other than undefined (misses are not
   * kept, so unknown tokens cannot fill the cache).
   */
  async read<T>(
    key: string,
    tables: readonly CachedTable[],
    load: () => Promise<T>,
    partition: CachePartition = 'hot',
  ): Promise<T> {
    if (!this.enabled) return load();
    const entries = this.partitions[partition];
    const entry = entries.get(key);
    if (entry && this.isFresh(entry)) return entry.value as T;
    const readFrom = this.sequence;
    const value = await load();
    if (value !== undefined && this.enabled) {
      const limit = partition === 'hot' ? this.maxEntries : Math.min(this.maxEntries, CATALOGUE_ENTRIES);
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= limit && !entries.has(key)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, tables, readFrom });
    }
    return value;
  }

  /** A write to `table`, or to an unknown table when none is given. */
  noteWrite(table: string = ANY_TABLE): void {
    this.sequence++;
    this.lastWrite.set(table, this.sequence);
  }

  /** Notes the write of a SQL statement about to be sent; reads and transaction control note nothing. */
  noteStatement(query: string): void {
    if (READ_STATEMENT.test(query)) return;
    // A common table expression that only reads (the autocomplete's): nothing to note.
    if (CTE_STATEMENT.test(query) && !DATA_MODIFYING.test(query)) return;
    this.noteWrite(WRITE_STATEMENT.exec(query)?.[1] ?? ANY_TABLE);
  }

  /**
   * Turns the cache off (everything is dropped) or back on. Used while the PostgreSQL listener is
   * not receiving: another instance's write would go unnoticed.
   */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled && this.maxEntries > 0;
  }

  /** Drops every entry, and what is being read now. */
  clear(): void {
    this.partitions.hot.clear();
    this.partitions.catalogue.clear();
    this.noteWrite();
  }

  get size(): number {
    return this.partitions.hot.size + this.partitions.catalogue.size;
  }

  private isFresh(entry: Entry): boolean {
    if ((this.lastWrite.get(ANY_TABLE) ?? 0) > entry.readFrom) return false;
    for (const table of entry.tables) {
      if ((this.lastWrite.get(table) ?? 0) > entry.readFrom) return false;
    }
    return true;
  }
}

/** Statements that change no rows: reads and transaction control. */
const READ_STATEMENT = /^\s*(?:select|begin|start\s+transaction|commit|rollback|savepoint|release|show)\b/i;
/** A statement that opens with common table expressions: a read unless one of them writes. */
const CTE_STATEMENT = /^\s*with\b/i;
/** A write anywhere in a statement (a data-modifying CTE: `with written as (insert into …)`). */
const DATA_MODIFYING = /\b(?:insert\s+into|update\s+\S+\s+set|delete\s+from|truncate|merge\s+into)\b/i;
/** The table an insert, update or delete writes, as Drizzle spells it (`insert into "hotels"`). */
const WRITE_STATEMENT =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely'

/**
 * Kysely over an embedded PGlite: PostgreSQL compiled to WebAssembly, in this process. It is the
 * same PostgreSQL (the same SQL, the same migrations) as the server the indexer uses when given a
 * DATABASE_URL; only the way to reach it differs. PGlite has one connection, so Kysely's
 * connections take turns on it: a transaction holds it until it commits or rolls back.
 *
 * `kysely-pglite-dialect` (1.3.1, the newest) does the same job the same way, but declares PGlite
 * `^0.2 || ^0.3 || ^0.4` as its peer: beside this project's PGlite 0.5, `npm install` and
 * `npm ci` refuse it (ERESOLVE), and taking it anyway would mean installing with
 * `--legacy-peer-deps` for every package. These few lines stay until it accepts PGlite 0.5.
 */
export function pgliteDialect(pglite: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(pglite),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters])
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the generator only throws
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite: streaming queries are not supported')
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection
  /** Resolves when the connection is free: each acquire waits for the previous release. */
  private turn: Promise<void> = Promise.resolve()
  private release: (() => void) | undefined

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite)
  }

  async init(): Promise<void> {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.turn
    let release = () => {}
    this.turn = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    this.release = release
    return this.connection
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = undefined
    release?.()
  }

  async destroy(): Promise<void> {
    await this.pglite.close()
  }
}

// A throwaway PostgreSQL server for the gate (the indexer's tests against a real server): a new
// cluster in a temporary folder, on a free loopback port, with no password and no durability
// (fsync off: nothing here outlives the run), stopped and deleted afterwards. Debian's
// `postgresql` package provides the binaries (`.ci/run` installs it; pg_basebackup is in the same
// package); PG_BIN names another folder.
//
// A primary also serves a streaming standby (`startStandby`): a physical replica made with
// `pg_basebackup -R`, read-only, that reconnects by itself when its primary restarts. Every server
// runs under `pg_ctl` (a daemon whose settings all sit in its data folder), so that another
// process can stop, start or restart it too: `node scripts/postgres.mjs restart --data <folder>
// --mode immediate` (the tests' way, since a test cannot hold the objects returned here).
import { execFile, spawnSync } from 'node:child_process'
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

function binaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0)
    throw new Error(
      'No PostgreSQL found in /usr/lib/postgresql: install it with "apt-get install -y postgresql" ' +
        '(Debian) or point PG_BIN at a folder with initdb and postgres.',
    )
  return join(root, versions[0], 'bin')
}

/** Whether this port is free on the loopback interface now. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.on('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * A free loopback port below the kernel's ephemeral range: a server that restarts keeps its port,
 * and while it is down no outgoing connection can take a port from outside that range.
 */
async function freePort() {
  let low = 32768
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0])
  } catch {
    // Not Linux: the usual default.
  }
  const from = Math.max(10_000, low - 10_000)
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from))
    if (await portIsFree(port)) return port
  }
  throw new Error(`No free port between ${from} and ${low}`)
}

// PostgreSQL refuses to run as root: as root, every cluster belongs to the `postgres` user.
const root = process.getuid?.() === 0
const as = (command, args) =>
  root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]

/** A new temporary folder that the server's user owns. */
function serverFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'dov-postgres-'))
  if (root) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout)
    chownSync(folder, id('-u'), id('-g'))
  }
  return folder
}

/** Runs one of the server's programs as the server's user; throws with its output on failure. */
function run(bin, program, args) {
  const result = spawnSync(...as(join(bin, program), args), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
  return result.stdout
}

/** Appends settings to the cluster's postgresql.conf: the last value of a name wins. */
function configure(dataDir, settings) {
  const lines = Object.entries(settings).map(([name, value]) => `${name} = '${value}'`)
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    `\n# scripts/postgres.mjs\n${lines.join('\n')}\n`,
  )
}

/** Runs one SQL statement with psql; resolves with its single value as text. */
function query(bin, port, sql) {
  return new Promise((resolve, reject) => {
    execFile(
      join(bin, 'psql'),
      ['-X', '-A', '-t', '-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', sql],
      { env: { ...process.env, PGDATABASE: 'postgres', PGCONNECT_TIMEOUT: '5' } },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || error.message)) : resolve(stdout.trim()),
    )
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The controls of a cluster in `dataDir` (its settings, the port included, are in its
 * postgresql.conf): its log is `server.log` beside the data folder. Also what the command line
 * below builds from a data folder alone.
 */
function control(bin, dataDir) {
  const log = join(dirname(dataDir), 'server.log')
  const running = () =>
    spawnSync(...as(join(bin, 'pg_ctl'), ['status', '-D', dataDir]), { stdio: 'ignore' }).status ===
    0
  return {
    running,
    /** Starts the server and waits until it accepts connections (a standby: read-only ones). */
    start: async () => {
      if (running()) return
      try {
        // -w: until postmaster.pid says "ready" (a primary) or "standby" (a hot standby that
        // reached a consistent state).
        run(bin, 'pg_ctl', ['start', '-D', dataDir, '-l', log, '-w', '-t', '60', '-s'])
      } catch (error) {
        const tail = existsSync(log)
          ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n')
          : ''
        throw new Error(`${error.message}\n${tail}`)
      }
    },
    /** Stops the server with pg_ctl's `fast` (clean) or `immediate` (like a crash) mode. */
    stop: async ({ mode = 'fast' } = {}) => {
      if (running()) run(bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-s'])
    },
  }
}

// The clusters to stop and delete when the process ends without their destroy(): at its exit,
// and on Ctrl-C or a kill too (pg_ctl starts each server in a session of its own, which the
// terminal's signals do not reach), the signal raised again afterwards.
const leftBehind = new Set()
function cleanUp() {
  for (const entry of leftBehind) entry()
  leftBehind.clear()
}
let hooked = false
function cleanUpAtExit(bin, dataDir, folder) {
  if (!hooked) {
    hooked = true
    process.on('exit', cleanUp)
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
      process.once(signal, () => {
        cleanUp()
        process.kill(process.pid, signal)
      })
  }
  const entry = () => {
    spawnSync(...as(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w']), {
      stdio: 'ignore',
    })
    rmSync(folder, { recursive: true, force: true })
  }
  leftBehind.add(entry)
  return () => leftBehind.delete(entry)
}

/**
 * Starts a primary; resolves with its URL, its data folder, port and binaries, and controls:
 * `stop()` and `start()` (a test can keep it down a while), `restart({ mode })` (`pg_ctl -m
 * immediate` crashes it, `fast` stops it cleanly; same port and data after), and `destroy()`
 * (stop and delete). A folder not destroyed goes when the process exits, its server with it.
 */
export async function startThrowawayPostgres() {
  const bin = binaries()
  const folder = serverFolder()
  const dataDir = join(folder, 'data')
  // initdb's pg_hba.conf trusts local and 127.0.0.1 connections, replication ones included, and
  // wal_level's default (replica) and max_wal_senders' (10) let standbys stream.
  run(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const port = await freePort()
  configure(dataDir, {
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: folder,
    fsync: 'off',
    // A base backup forces full-page writes while it runs, so a standby's copy stays consistent.
    full_page_writes: 'off',
    wal_level: 'replica',
    max_wal_senders: 10,
    max_replication_slots: 10,
  })
  const forget = cleanUpAtExit(bin, dataDir, folder)
  const server = control(bin, dataDir)
  await server.start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    bin,
    start: server.start,
    stop: server.stop,
    restart: async ({ mode = 'fast' } = {}) => {
      await server.stop({ mode })
      await server.start()
    },
    destroy: async () => {
      await server.stop({ mode: 'fast' })
      rmSync(folder, { recursive: true, force: true })
      forget()
    },
  }
}

let standbys = 0

/**
 * Starts a streaming standby of `primary` (from startThrowawayPostgres): a base backup of it with
 * `-R` (standby.signal and primary_conninfo) and a replication slot, so the primary keeps the WAL
 * the standby has not received yet, even while the standby is down. Resolves once it answers read
 * queries, with its URL and controls, `replayLsn()` (what it has replayed) and
 * `waitForReplay(lsn)` (until it has replayed `lsn`, by default the primary's current position).
 */
export async function startStandby(primary) {
  const { bin } = primary
  const folder = serverFolder()
  const dataDir = join(folder, 'data')
  const slot = `dov_standby_${++standbys}_${process.pid}`
  const forget = cleanUpAtExit(bin, dataDir, folder)
  const giveUp = async (error) => {
    await control(bin, dataDir).stop({ mode: 'immediate' })
    rmSync(folder, { recursive: true, force: true })
    forget()
    await query(bin, primary.port, `select pg_drop_replication_slot('${slot}')`).catch(() => {})
    throw error
  }
  try {
    run(bin, 'pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', dataDir, '-R', '-X', 'stream', '-C', '-S', slot, '--no-sync'],
    ])
  } catch (error) {
    await giveUp(error)
  }
  const port = await freePort()
  // The primary's settings came with the copy; these come after them and win.
  configure(dataDir, {
    port,
    unix_socket_directories: folder,
    hot_standby: 'on',
    // After its primary goes away, the standby tries again this often (default 5 s).
    wal_retrieve_retry_interval: '200ms',
  })
  const server = control(bin, dataDir)
  const readable = async () => {
    const deadline = Date.now() + 30_000
    for (;;) {
      try {
        if ((await query(bin, port, 'select pg_is_in_recovery()')) === 't') return
        throw new Error('the standby is not in recovery: it would accept writes')
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`The standby refuses reads: ${error.message}`)
      }
      await sleep(100)
    }
  }
  const start = async () => {
    await server.start()
    await readable()
  }
  try {
    await start()
  } catch (error) {
    await giveUp(error)
  }
  const replayLsn = () => query(bin, port, 'select pg_last_wal_replay_lsn()')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    bin,
    start,
    stop: server.stop,
    restart: async ({ mode = 'fast' } = {}) => {
      await server.stop({ mode })
      await start()
    },
    destroy: async () => {
      await server.stop({ mode: 'fast' })
      rmSync(folder, { recursive: true, force: true })
      forget()
      // The primary would keep WAL for the slot forever (when it is down, it goes with it).
      await query(bin, primary.port, `select pg_drop_replication_slot('${slot}')`).catch(() => {})
    },
    replayLsn,
    waitForReplay: async (lsn, { timeoutMs = 30_000 } = {}) => {
      const target = lsn ?? (await query(bin, primary.port, 'select pg_current_wal_lsn()'))
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const replayed = await query(
          bin,
          port,
          `select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn`,
        ).catch(() => 'f')
        if (replayed === 't') return
        if (Date.now() > deadline)
          throw new Error(`The standby has not replayed ${target} after ${timeoutMs} ms`)
        await sleep(50)
      }
    },
  }
}

// The command line, for processes that did not start the server (tests):
//   node scripts/postgres.mjs stop|start|restart --data <data folder> [--mode immediate|fast]
// The folder's postgresql.conf holds its port and the rest; PG_BIN or --bin names the binaries.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      mode: { type: 'string', default: 'fast' },
      bin: { type: 'string' },
    },
  })
  const [command] = positionals
  if (
    !['stop', 'start', 'restart'].includes(command) ||
    values.data === undefined ||
    !['fast', 'immediate', 'smart'].includes(values.mode)
  ) {
    console.error(
      'Usage: node scripts/postgres.mjs stop|start|restart --data <folder> [--mode immediate|fast]',
    )
    process.exit(2)
  }
  const server = control(values.bin ?? binaries(), values.data)
  try {
    if (command !== 'start') await server.stop({ mode: values.mode })
    if (command !== 'stop') await server.start()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}

// A throwaway PostgreSQL server for the gate (the indexer's tests against a real server): a new
// cluster in a temporary folder, on a free loopback port, with no password and no durability
// (fsync off: nothing here outlives the run), stopped and deleted afterwards. Debian's
// `postgresql` package provides the binaries (`.ci/run` installs it); PG_BIN names another folder.
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts the server; resolves with its URL and a stop function. */
export async function startThrowawayPostgres() {
  const bin = binaries()
  const folder = mkdtempSync(join(tmpdir(), 'dov-postgres-'))
  const data = join(folder, 'data')
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const root = process.getuid?.() === 0
  const as = (command, args) =>
    root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  if (root) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout)
    chownSync(folder, id('-u'), id('-g'))
  }
  const init = spawnSync(
    ...as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']),
    {
      encoding: 'utf8',
    },
  )
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`)
  const port = await freePort()
  const server = spawn(
    ...as(join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  server.stderr.on('data', (chunk) => {
    log += chunk.toString()
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)])
    if (ready.status === 0) break
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`PostgreSQL did not start:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // A run that ends without stop() (a failure, Ctrl-C) leaves no server or folder behind.
  const leftBehind = () => {
    if (server.exitCode === null)
      spawnSync(...as(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']))
    rmSync(folder, { recursive: true, force: true })
  }
  process.once('exit', leftBehind)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        // pg_ctl's fast shutdown (a signal to runuser would not reach the server).
        spawnSync(...as(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']))
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
      process.off('exit', leftBehind)
    },
  }
}

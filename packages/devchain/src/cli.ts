import { type FaultSpec, validateFault } from './api/faults'
import { ChainError } from './core/errors'
import {
  CHAIN_ID,
  CHAIN_ID_SEED,
  COSIGNER_PRIVATE_KEY,
  COSIGNER_PUBLIC_KEY,
  DEV_PRIVATE_KEY,
  DEV_PUBLIC_KEY,
  legacyKey,
} from './core/keys'
import { type DevchainOptions, startDevchain } from './server'
import { DEFAULT_WORLD, WORLD_NAMES, worldFactory } from './worlds/registry'

const USAGE = `Usage: npm run devchain -- [options]

Starts a local Antelope chain (nodeos-compatible /v1/chain API, AtomicAssets API, IPFS images,
resource provider) for development. A local tool, never a production node.

Options:
  --port N          port to listen on (default 8888; 0 picks a free port)
  --ship-port N     also serve nodeos's state-history (SHiP) websocket on this port of HOST
                    (0 picks a free port; default: off)
  --host HOST       address to bind (default 127.0.0.1)
  --data-dir DIR    keep state in DIR across restarts (default: in memory only)
  --world NAME      world to start: ${WORLD_NAMES.join(', ')} (default ${DEFAULT_WORLD})
  --block-ms N      block interval in milliseconds, 10..60000 (default 500)
  --fault SPEC      inject a fault, as POST /devchain/faults does (repeatable); SPEC is
                    kind=latency|500|drop|malformed,path=/v1/chain/get_table_rows[,share=0..1]
                    [,ms=N][,times=N] (a path ending in * is a prefix)
  -h, --help        show this help
`

class UsageError extends Error {}

/** `kind=500,path=/v1/chain/get_table_rows,share=0.5` to a fault (checked as the HTTP route checks it). */
function parseFault(spec: string): FaultSpec {
  const fields: Record<string, string | number> = {}
  for (const part of spec.split(',')) {
    const eq = part.indexOf('=')
    if (eq <= 0)
      throw new UsageError(`--fault expects key=value pairs separated by commas, got '${spec}'`)
    const key = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    fields[key] = ['share', 'ms', 'times'].includes(key) && value !== '' ? Number(value) : value
  }
  try {
    return validateFault(fields)
  } catch (e) {
    if (e instanceof ChainError) throw new UsageError(`--fault '${spec}': ${e.message}`)
    throw e
  }
}

function parseArgs(argv: string[]): DevchainOptions & { help?: boolean } {
  const out: DevchainOptions & { help?: boolean } = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '-h' || arg === '--help') {
      out.help = true
      continue
    }
    const eq = arg.indexOf('=')
    const flag = eq > 0 ? arg.slice(0, eq) : arg
    const known = [
      '--port',
      '--ship-port',
      '--host',
      '--data-dir',
      '--world',
      '--block-ms',
      '--fault',
    ]
    if (!known.includes(flag)) throw new UsageError(`Unknown option: ${arg}`)
    let value: string | undefined
    if (eq > 0) value = arg.slice(eq + 1)
    else {
      value = argv[i + 1]
      i++
    }
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--'))) {
      throw new UsageError(`Option ${flag} needs a value`)
    }
    switch (flag) {
      case '--port':
      case '--ship-port': {
        if (!/^\d+$/.test(value) || Number(value) > 65535) {
          throw new UsageError(`${flag} must be a whole number from 0 to 65535, got '${value}'`)
        }
        if (flag === '--port') out.port = Number(value)
        else out.shipPort = Number(value)
        break
      }
      case '--host':
        out.host = value
        break
      case '--data-dir':
        out.dataDir = value
        break
      case '--world': {
        // A factory, not the name: `startDevchain` looks names up in the listed worlds only,
        // and a family's world (`random-<seed>`) is built from its name here.
        const factory = worldFactory(value)
        if (!factory) {
          throw new UsageError(`Unknown world '${value}'; known worlds: ${WORLD_NAMES.join(', ')}`)
        }
        out.world = factory
        break
      }
      case '--block-ms': {
        const n = Number(value)
        if (!/^\d+$/.test(value) || n < 10 || n > 60000) {
          throw new UsageError(`--block-ms must be a whole number from 10 to 60000, got '${value}'`)
        }
        out.blockMs = n
        break
      }
      case '--fault':
        out.faults = [...(out.faults ?? []), parseFault(value)]
        break
    }
  }
  return out
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseArgs>
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`devchain: ${e.message}\n\n${USAGE}`)
      process.exit(2)
    }
    throw e
  }
  if (options.help) {
    process.stdout.write(USAGE)
    return
  }
  let devchain: Awaited<ReturnType<typeof startDevchain>>
  try {
    devchain = await startDevchain(options)
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { port?: number }
    // Node's listen errors name the port: the HTTP one or the state-history one.
    const busy = err.port ?? options.port ?? 8888
    const flag = busy === options.shipPort && busy !== options.port ? '--ship-port' : '--port'
    const reason =
      err.code === 'EADDRINUSE'
        ? `port ${busy} is already in use (try ${flag} 0 or another port)`
        : err.code === 'EACCES'
          ? `not allowed to listen on ${options.host ?? '127.0.0.1'}:${options.port ?? 8888}`
          : err.message
    process.stderr.write(`devchain: cannot start: ${reason}\n`)
    process.exit(1)
  }
  const { chain, url, shipUrl } = devchain
  const players = chain.names.players
  const lines = [
    `DOV Warfare devchain: world '${chain.world.name}' (${chain.world.description})`,
    `  chain id   ${CHAIN_ID}`,
    `             (sha256 of "${CHAIN_ID_SEED}")`,
    `  chain API  ${url}/v1/chain/get_info`,
    `  assets API ${url}/atomicassets/v1/assets`,
    `  images     ${url}/ipfs/<cid>`,
    `  resources  ${url}/v1/resource_provider/request_transaction`,
    ...(shipUrl
      ? [`  ship       ${shipUrl} (state history: ABI text frame, then binary requests)`]
      : []),
    `  controls   POST ${url}/devchain/time {"advance_seconds":N}, POST ${url}/devchain/reset`,
    `  faults     POST ${url}/devchain/faults {"path":"/v1/chain/get_table_rows","kind":"500"}, GET, DELETE`,
    ...(options.faults ?? []).map(
      (f) =>
        `  FAULT      ${f.kind}${f.kind === 'latency' ? ` ${f.ms} ms` : ''} on ${f.path}, share ${f.share ?? 1}${f.times ? `, ${f.times} times` : ''}`,
    ),
    `  blocks     every ${chain.blockMs} ms; state ${options.dataDir ? `kept in ${options.dataDir}` : 'in memory only'}`,
    '',
    '  accounts (public key of owner and active; extra permissions after it):',
    ...[...chain.accounts.values()].map((a) => {
      const role = a.contract
        ? `contract ${a.contract.id}`
        : players.includes(a.name)
          ? 'player'
          : 'account'
      const key = legacyKey(a.permissions.get('active')?.auth.keys[0]?.key ?? DEV_PUBLIC_KEY)
      const extra = [...a.permissions.values()]
        .filter((p) => p.name !== 'owner' && p.name !== 'active')
        .map((p) => `${p.name}: ${legacyKey(p.auth.keys[0]?.key ?? DEV_PUBLIC_KEY)}`)
      return `    ${a.name.padEnd(13)} ${key}  ${role}${extra.length ? `; ${extra.join(', ')}` : ''}`
    }),
    '',
    '  Every account uses the well-known EOSIO development key pair:',
    `    public  ${DEV_PUBLIC_KEY}`,
    `    private ${DEV_PRIVATE_KEY}`,
    `  The resource provider signs as ${chain.names.resourceProvider}@cosign with ${COSIGNER_PUBLIC_KEY}`,
    `    (private ${COSIGNER_PRIVATE_KEY}, derived from a published constant).`,
    '  These keys are public knowledge: LOCAL USE ONLY, never on a real network.',
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`devchain: ${signal}, saving and stopping\n`)
    devchain.close().then(
      () => process.exit(0),
      (e: Error) => {
        process.stderr.write(`devchain: error while stopping: ${e.message}\n`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((e: Error) => {
  process.stderr.write(`devchain: ${e.message}\n`)
  process.exit(1)
})

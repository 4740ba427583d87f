import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

export type RunningDevchain = { url: string; stop: () => Promise<void> }

async function waitForChain(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`devchain exited early:\n${log()}`)
    try {
      const response = await fetch(`${url}/v1/chain/get_info`, { method: 'POST', body: '{}' })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`devchain did not answer on ${url} within 60 s:\n${log()}`)
}

/**
 * Starts the real devchain CLI (packages/devchain) on a loopback port, as a child process; with
 * `shipPort`, its state history too.
 */
export async function startDevchain(
  port: number,
  world: string,
  shipPort?: number,
): Promise<RunningDevchain> {
  const args = ['packages/devchain/src/cli.ts', '--port', String(port), '--world', world]
  if (shipPort !== undefined) args.push('--ship-port', String(shipPort))
  const child = spawn('node_modules/.bin/tsx', [...args, '--block-ms', '500'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  await waitForChain(url, child, () => output)
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve()
        else {
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }
      }),
  }
}

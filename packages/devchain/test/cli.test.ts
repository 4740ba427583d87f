import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliCommand } from './cli-command'

const root = join(import.meta.dirname, '..')

function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, cliCommand(args), { cwd: root })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString()
    })
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

describe('CLI flags', () => {
  it('ends with a clear message, the usage and exit code 2 on unknown flags and bad values', async () => {
    const [unknown, port, world, blockMs, shipPort] = await Promise.all([
      runCli(['--bogus']),
      runCli(['--port', 'abc']),
      runCli(['--world', 'nowhere']),
      runCli(['--block-ms']),
      runCli(['--ship-port', '70000']),
    ])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown option: --bogus')
    expect(unknown.stderr).toContain('Usage: npm run devchain')
    expect(port.stderr).toContain("--port must be a whole number from 0 to 65535, got 'abc'")
    expect(world.stderr).toContain("Unknown world 'nowhere'")
    expect(blockMs.stderr).toContain('Option --block-ms needs a value')
    expect(shipPort.stderr).toContain(
      "--ship-port must be a whole number from 0 to 65535, got '70000'",
    )
    for (const r of [unknown, port, world, blockMs, shipPort]) {
      expect(r.code).toBe(2)
      expect(r.stderr).not.toMatch(/\n\s+at /)
    }
  })
})

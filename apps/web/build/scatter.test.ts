import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { injectionOnly } from './scatter'

/** The installed library's ESM build, the one Vite bundles. */
const source = readFileSync(
  createRequire(import.meta.url)
    .resolve('@wharfkit/protocol-scatter')
    .replace(/protocol-scatter\.js$/, 'protocol-scatter.m.js'),
  'utf8',
)

describe('injectionOnly', () => {
  it("leaves the relay and the local sockets out of the installed ScatterJS's transports, and keeps the injected ones", () => {
    const patched = injectionOnly(source)
    expect(patched).not.toMatch(/loadPlugin\(new (RelaySocket|LocalSocket)\(/)
    expect(patched).toContain('PluginRepository.loadPlugin(new Injection(this, holderFns));')
    expect(patched).toContain('PluginRepository.loadPlugin(new LegacyInjection(this, holderFns));')
    // Nothing else changes: only the two lines are gone.
    expect(source.length - patched.length).toBe(
      '\t\tPluginRepository.loadPlugin(new RelaySocket(this, holderFns));\n'.length +
        '\t\tPluginRepository.loadPlugin(new LocalSocket(this, holderFns));\n'.length,
    )
  })

  it('fails, rather than lapse, on a version that registers them otherwise', () => {
    expect(() => injectionOnly('class ScatterJS {}')).toThrow(/found 0; check build\/scatter\.ts/)
  })
})

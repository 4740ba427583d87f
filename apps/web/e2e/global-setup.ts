import type { FullConfig } from '@playwright/test'
import { type RunningStack, STACKS_VARIABLE, startStack } from './stack'

// DOV_E2E_DIST lets two suites run side by side on one machine without sharing builds.
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.e2e-dist'

/**
 * Starts one stack (e2e/stack.ts: devchain, killable front door, app build) per worker, so that
 * workers never share chain state: each test resets only its own worker's world, and a fault or a
 * time jump one test injects is seen by no other. Workers find theirs by `parallelIndex`
 * (fixtures.ts). Returns the teardown that stops them all.
 */
export default async function globalSetup(config: FullConfig) {
  const world = process.env.DOV_E2E_WORLD ?? 'demo'
  const stacks: RunningStack[] = []
  // One after another: a build reads the network from the environment (stack.ts).
  for (let index = 0; index < config.workers; index++) {
    stacks.push(await startStack(world, `${outDir}/${index}`))
  }
  process.env[STACKS_VARIABLE] = JSON.stringify(stacks.map(({ close: _close, ...urls }) => urls))
  return async () => {
    await Promise.all(stacks.map((stack) => stack.close()))
  }
}

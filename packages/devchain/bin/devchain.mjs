#!/usr/bin/env node
// Runs the devchain CLI from its TypeScript source (Node 20 has no type stripping: tsx loads it).
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')

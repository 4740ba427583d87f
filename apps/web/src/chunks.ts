/**
 * Screens and their heavy parts load lazily; a chunk that fails or takes longer than this counts as
 * failed (spec §7), and the screen's error boundary shows `Loading chunk {id} failed` with a reload.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  readonly chunkId: string

  constructor(chunkId: string, cause?: unknown) {
    super(`Loading chunk ${chunkId} failed`, { cause })
    this.chunkId = chunkId
  }
}

/** Loads a chunk, turning a failure or a time-out into a ChunkLoadError naming the chunk. */
export function loadChunk<T>(
  chunkId: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs)
    load()
      .then(resolve, (error: unknown) => reject(new ChunkLoadError(chunkId, error)))
      .finally(() => clearTimeout(timer))
  })
}

/**
 * The component `name` of a chunk, as a `React.lazy` one: the chunk is requested through
 * `loadChunk` on the component's first render. `load` is the chunk's own `import()`, so that the
 * bundler still splits it off.
 */
export function lazyChunk<Name extends string, Props>(
  chunkId: string,
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => loadChunk(chunkId, load).then((module) => ({ default: module[name] })))
}

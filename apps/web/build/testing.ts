import type { BundleChunk } from './headers'

/** A chunk of a bundle as the build's plugins see it, for their tests: `extra` overrides. */
export const chunk = (fileName: string, extra: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  importedCss: [],
  ...extra,
})

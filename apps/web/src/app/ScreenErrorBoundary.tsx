import { Component, type ReactNode } from 'react'
import { ChunkLoadError } from '../chunks'
import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'

/**
 * Shown in place of a screen that failed, inside the shell: a chunk that did not load says
 * `Loading chunk {id} failed` (spec section 8); both get a reload action. React still needs a
 * class for an error boundary.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    const chunk = error instanceof ChunkLoadError
    return (
      <Notice tone="error">
        <p>{chunk ? error.message : 'Something went wrong on this screen.'}</p>
        {!chunk && error instanceof Error && <p>{error.message}</p>}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Notice>
    )
  }
}

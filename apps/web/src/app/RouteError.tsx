import { useRouteError } from 'react-router'
import { ChunkLoadError } from '../chunks'
import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'

/** Shown in place of a screen that failed: a chunk that did not load gets a reload action. */
export function RouteError() {
  const error = useRouteError()
  const chunk = error instanceof ChunkLoadError
  return (
    <Notice tone="error">
      <p>{chunk ? error.message : 'Something went wrong on this screen.'}</p>
      {!chunk && error instanceof Error && <p>{error.message}</p>}
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Notice>
  )
}

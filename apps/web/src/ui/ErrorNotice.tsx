import { Button } from './Button'
import { Notice } from './Notice'

/** A failed read: what failed, the reason, and a retry action (never a crashed screen). */
export function ErrorNotice({
  title,
  error,
  onRetry,
}: {
  title: string
  error: Error | null | undefined
  onRetry: () => void
}) {
  return (
    <Notice tone="error">
      <p>{title}</p>
      {error?.message !== undefined && error.message !== '' && <p>{error.message}</p>}
      <Button onClick={onRetry}>Retry</Button>
    </Notice>
  )
}

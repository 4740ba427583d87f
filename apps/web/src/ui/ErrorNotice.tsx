import { Button } from './Button'
import { ErrorDetails } from './ErrorDetails'
import { playerMessage } from './errorText'
import { Notice } from './Notice'

/**
 * A failed read: what failed, what that means in words, the technical reason one click away, and
 * a retry action (never a crashed screen).
 */
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
      <p>{playerMessage(error)}</p>
      <ErrorDetails message={error?.message ?? ''} />
      <Button onClick={onRetry}>Retry</Button>
    </Notice>
  )
}

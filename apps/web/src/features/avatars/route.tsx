import { tokenIn } from '@dov/game/amount'
import { useId, useState } from 'react'
import { setAvatar } from '../../chain/write/game'
import { useTransact } from '../../session/useTransact'
import { Button } from '../../ui/Button'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { Figure } from '../../ui/Figure'
import { Notice } from '../../ui/Notice'
import { Spinner } from '../../ui/Spinner'
import { AvatarPicture } from '../../widgets/AvatarPicture'
import { AvatarOption } from './AvatarOption'
import styles from './Avatars.module.css'
import { choiceState, costLabel } from './avatars'
import { useAvatarScreen } from './useAvatarScreen'

/** The game token an amount's text names, for its `data-token` mark (the theme's icon, colour). */

/**
 * Avatar selection (/avatars): the cost of the choice, one radio per avatar of the `avatars`
 * table, and `Save` (`setavatar`), enabled once the choice differs from the current avatar and
 * the player can pay it. The shell's header (AVT) and menu read the same balances, so they change
 * with the reload that follows the transaction.
 */
export function Component({ account }: { account: string }) {
  const screen = useAvatarScreen(account)
  const [picked, setPicked] = useState<number | null>(null)
  const { run, pending, isPending } = useTransact()
  const reasonId = useId()

  if (screen.status === 'error') {
    return (
      <ErrorNotice
        title="The avatars could not be loaded."
        error={screen.error}
        onRetry={screen.retry}
      />
    )
  }
  if (screen.status === 'loading') return <Spinner label="Loading the avatars" />

  const { avatar, save } = choiceState(screen.avatars, screen.balances, picked ?? screen.current)
  return (
    <form
      className={styles.screen}
      aria-label="Avatar selection"
      onSubmit={(event) => {
        event.preventDefault()
        if (save.ok) void run([setAvatar(account, avatar.id)])
      }}
    >
      {screen.balances === undefined && (
        <Notice tone="error">
          <p>
            Your avatar and in-game balances could not be read. The cost cannot be checked until
            they are.
          </p>
          <Button onClick={screen.retryBalances}>Retry</Button>
        </Notice>
      )}
      <div className={styles.summary}>
        <AvatarPicture hash={avatar.ipfs} alt="" size={96} className={styles.preview} />
        <Figure label="Cost" layout="stacked" valueTestId="avatar-cost" className={styles.price}>
          <span data-token={tokenIn(costLabel(avatar))}>{costLabel(avatar)}</span>
        </Figure>
      </div>
      {screen.choices.length === 0 ? (
        <p className={styles.none}>No avatars to show</p>
      ) : (
        <fieldset className={styles.group}>
          <legend className="visually-hidden">Avatar icons</legend>
          <ul className={styles.options}>
            {screen.choices.map((choice) => (
              <li key={choice.id}>
                <AvatarOption
                  choice={choice}
                  checked={choice.id === avatar.id}
                  onPick={setPicked}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={isPending('setavatar')}
          disabled={pending || !save.ok}
          aria-describedby={save.ok ? undefined : reasonId}
        >
          Save
        </Button>
        {!save.ok && (
          <p id={reasonId} className={styles.reason}>
            {save.reason}
          </p>
        )}
      </div>
    </form>
  )
}

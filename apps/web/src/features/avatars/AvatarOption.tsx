import { tokenIn } from '@dov/game/amount'
import { ChainImage } from '../../widgets/ChainImage'
import styles from './Avatars.module.css'
import { type AvatarChoice, avatarLabel, optionName } from './avatars'

/** The game token an amount's text names, for its `data-token` mark (the theme's icon, colour). */

/**
 * One choice of the radio group: a native radio (arrow keys move between choices) in a label
 * holding the avatar's image (alt text "Avatar n"), its cost, and whether it is the current one or
 * more than the player holds. The radio's name says all of it in words (`optionName`).
 */
export function AvatarOption({
  choice,
  checked,
  onPick,
}: {
  choice: AvatarChoice
  checked: boolean
  onPick: (id: number) => void
}) {
  const label = avatarLabel(choice.id)
  return (
    <label
      className={styles.option}
      data-current={choice.current || undefined}
      data-short={choice.missing !== undefined || undefined}
    >
      <input
        type="radio"
        name="avatar"
        value={choice.id}
        checked={checked}
        onChange={() => onPick(choice.id)}
        className={styles.radio}
        aria-label={optionName(choice)}
      />
      <ChainImage hash={choice.ipfs} alt={label} className={styles.image} />
      <span className={styles.cost} data-token={tokenIn(choice.cost)}>
        {choice.cost}
      </span>
      {choice.current && <span className={styles.badge}>Current</span>}
      {choice.missing !== undefined && (
        <span className={styles.short}>Not enough: {choice.missing} more needed</span>
      )}
    </label>
  )
}

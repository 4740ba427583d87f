import { type Choice, RARITY_CHOICES } from '@dov/game/filters'
import type { Rarity } from '@dov/game/rows'
import styles from './Picker.module.css'

/** The picker's rarity filter (spec §2 "All, Common, Uncommon, Rare, Epic, Legendary, Supreme"). */
export function RarityFilter({
  value,
  onChange,
}: {
  value: Choice<Rarity>
  onChange: (rarity: Choice<Rarity>) => void
}) {
  return (
    <fieldset className={styles.rarities}>
      <legend className={styles.legend}>Rarity</legend>
      <div className={styles.chips}>
        {RARITY_CHOICES.map((rarity) => (
          <label key={rarity} className={styles.chip}>
            <input
              type="radio"
              name="picker-rarity"
              className="visually-hidden"
              value={rarity}
              checked={rarity === value}
              onChange={() => onChange(rarity)}
            />
            {rarity}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

import { useId } from 'react'
import styles from './Select.module.css'

/**
 * A labelled native <select> over string or number choices (a filter such as Utility, Rarity or
 * Fusion); an option's value is `String(option)`.
 */
export function Select<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: readonly T[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value)
          if (chosen !== undefined) onChange(chosen)
        }}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
    </span>
  )
}

import type { ButtonHTMLAttributes } from 'react'
import styles from './Button.module.css'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger'
  /** A transaction is in flight: the button shows it and cannot be pressed again. */
  busy?: boolean
}

/** The game's button: a real <button>, busy state through aria-busy and disabled. */
export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={className === undefined ? styles.button : `${styles.button} ${className}`}
      data-variant={variant}
      aria-busy={busy || undefined}
      disabled={disabled === true || busy}
    >
      {children}
    </button>
  )
}

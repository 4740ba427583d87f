import { tokenIn } from '@dov/game/amount'
import { explorerTransactionLink } from '../../session/explorer'
import styles from './Activity.module.css'
import { type ActivityLine, BALANCE_LABELS } from './describe'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/** The first 8 hex digits of a transaction id, as players quote it. */
export const shortId = (id: string) => id.slice(0, 8)

/**
 * One game action: what it was (a claimed fight with its result where the source knows it), its
 * time on chain, its facts, what it moved per token (or that
 * this source cannot tell), and its transaction (a link to the network's explorer when it has
 * one, else the short id as text). Chain strings are rendered as text.
 */
export function ActivityItem({
  line,
  explorer,
}: {
  line: ActivityLine
  explorer: string | undefined
}) {
  const { entry } = line
  const link = explorerTransactionLink(explorer, entry.trxId)
  return (
    <li className={styles.item} data-kind={line.kind}>
      <div className={styles.head}>
        <span className={styles.title}>
          {line.title}
          {line.result !== undefined && (
            <>
              {': '}
              <span className={styles.result} data-result={line.result.toLowerCase()}>
                {line.result}
              </span>
            </>
          )}
        </span>
        <time className={styles.time} dateTime={new Date(entry.time).toISOString()}>
          {dateTime.format(entry.time)}
        </time>
      </div>
      {line.facts.length > 0 && (
        <ul className={styles.facts} aria-label="Details">
          {line.facts.map((fact) => (
            <li key={fact} data-token={tokenIn(fact)}>
              {fact}
            </li>
          ))}
        </ul>
      )}
      {(line.effects.length > 0 || line.unknown.length > 0) && (
        <ul className={styles.effects} aria-label="Balance changes">
          {line.effects.map((effect) => (
            <li
              key={`${effect.balance} ${effect.text}`}
              className={styles.effect}
              data-gain={effect.gain}
              data-testid="effect"
            >
              <span data-token={tokenIn(effect.text)}>{effect.text}</span>{' '}
              <span className={styles.balance}>{BALANCE_LABELS[effect.balance]}</span>
            </li>
          ))}
          {line.unknown.map((balance) => (
            <li key={`unknown ${balance}`} className={styles.effect} data-unknown="">
              {BALANCE_LABELS[balance]}: not known from this history
            </li>
          ))}
        </ul>
      )}
      <span className={styles.trx}>
        {link === undefined ? (
          <>Transaction {shortId(entry.trxId)}</>
        ) : (
          <a href={link.href} target="_blank" rel="noreferrer">
            Transaction {shortId(entry.trxId)}
          </a>
        )}
      </span>
    </li>
  )
}

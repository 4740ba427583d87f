import { Link } from 'react-router'
import { paths } from '../paths'
import { Button } from '../ui/Button'
import styles from './Welcome.module.css'

const ZONES = [1, 5, 9, 13, 17] as const

const STEPS = [
  {
    title: 'Build',
    text: 'Stake building cards that turn DOVX, DOVF, DOVH, DOVS and DOVR into more.',
  },
  {
    title: 'Recruit',
    text: 'Group officers, support and combat cards into up to three divisions.',
  },
  {
    title: 'Fight',
    text: 'Send divisions into 20 zones to win tokens, and climb the Hall of Fame.',
  },
]

/**
 * The logged-out first screen: what the game is, the zone art, the public Hall of Fame,
 * and Log In, under the spec's own words (`Please connect your wallet first.`).
 */
export function Welcome({ onLogin }: { onLogin: () => void }) {
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <h2 id="welcome-title" className={styles.title}>
        A war for the WAX blockchain, fought with the cards you own
      </h2>
      <ul className={styles.zones} aria-label="Some of the 20 zones">
        {ZONES.map((zone) => (
          <li key={zone}>
            <img src={`/art/zone-${zone}.svg`} alt={`Zone ${zone}`} width={96} height={96} />
          </li>
        ))}
      </ul>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.text}
          </li>
        ))}
      </ol>
      <p>Please connect your wallet first.</p>
      <div className={styles.actions}>
        <Button onClick={onLogin}>Log In</Button>
        <Link to={paths.hof}>See the Hall of Fame</Link>
      </div>
    </section>
  )
}

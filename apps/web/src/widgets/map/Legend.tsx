import styles from './CampaignMap.module.css'

/** What the map's marks mean, each beside a small copy of its mark. */
export function Legend() {
  return (
    <ul className={styles.legend}>
      <li data-key="open">Open</li>
      <li data-key="locked">Locked</li>
      <li data-key="closed">Closed</li>
      <li data-key="wins">★ Your wins</li>
      <li data-key="idle">Your division</li>
      <li data-key="fighting">Fighting</li>
      <li data-key="claim">Fight over</li>
    </ul>
  )
}

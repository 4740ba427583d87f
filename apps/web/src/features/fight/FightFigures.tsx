import { Figure } from '../../ui/Figure'
import { TokenParts } from '../../ui/TokenParts'
import styles from './Fight.module.css'
import type { FightCardView } from './fight'

/** A division's figures in its zone: costs, wins needed, victories, earnings, net, power. */
export function FightFigures({ card }: { card: FightCardView }) {
  return (
    <div className={styles.figures}>
      <Figure label="Cost DOVH" valueTestId="cost-dovh">
        <span data-token="DOVH">{card.costs.DOVH}</span>
      </Figure>
      <Figure label="Cost DOVX" valueTestId="cost-dovx">
        <span data-token="DOVX">{card.costs.DOVX}</span>
      </Figure>
      <Figure label="Wins needed" valueTestId="wins-needed">
        {card.winsNeeded}
      </Figure>
      <Figure label="Victories" valueTestId="victories">
        {card.victories}
      </Figure>
      <Figure label="Expected earnings" valueTestId="earnings">
        <span data-token="DOVX">{card.earnings} DOVX</span>
      </Figure>
      <Figure label="Net per fight" valueTestId="net">
        <TokenParts text={card.net} />
      </Figure>
      <Figure label="Division Power" valueTestId="power">
        {card.power}
      </Figure>
    </div>
  )
}

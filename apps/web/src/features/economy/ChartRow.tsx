import styles from './Economy.module.css'
import type { TokenView } from './economyView'

const BAR_Y = 22
const BAR_HEIGHT = 14

const pct = (value: number) => `${value}%`

/**
 * One token of the chart, `y` pixels down: its icon and symbol, its net at the right edge, and its
 * bars on the token's own scale (`bars` in `economyView.ts`), in percent of the chart's width from
 * its centre line: the buildings' consumption ends at the centre line and fighting's costs before
 * it; the buildings' production starts there and fighting's earnings after it. Fighting's bars
 * are striped with the chart's patterns (`economy-stripes-in`, `-out`).
 */
export function ChartRow({ token, y }: { token: TokenView; y: number }) {
  const { buildingsProduced, fightingProduced, buildingsConsumed, fightingConsumed } = token.bars
  return (
    <g transform={`translate(0 ${y})`}>
      <image
        href={`/art/token-${token.symbol.toLowerCase()}.svg`}
        x="0"
        y="2"
        width="14"
        height="14"
      />
      <text x="18" y="14" data-token={token.symbol}>
        {token.symbol}
      </text>
      <text x="100%" y="14" textAnchor="end" data-sign={token.sign}>
        Net {token.net}
      </text>
      <rect
        x={pct(50 - buildingsConsumed)}
        y={BAR_Y}
        width={pct(buildingsConsumed)}
        height={BAR_HEIGHT}
        className={styles.consumed}
      />
      <rect
        x={pct(50 - buildingsConsumed - fightingConsumed)}
        y={BAR_Y}
        width={pct(fightingConsumed)}
        height={BAR_HEIGHT}
        fill="url(#economy-stripes-out)"
      />
      <rect
        x="50%"
        y={BAR_Y}
        width={pct(buildingsProduced)}
        height={BAR_HEIGHT}
        className={styles.produced}
      />
      <rect
        x={pct(50 + buildingsProduced)}
        y={BAR_Y}
        width={pct(fightingProduced)}
        height={BAR_HEIGHT}
        fill="url(#economy-stripes-in)"
      />
    </g>
  )
}

import { useId } from 'react'
import styles from './Economy.module.css'
import type { TokenView } from './economyView'

const HEAD = 22
const ROW = 46
const BAR_Y = 22
const BAR_HEIGHT = 14

const pct = (value: number) => `${value}%`

/**
 * Produced against consumed per token, as diverging bars from a centre line: what comes in to the
 * right (buildings solid, fighting striped), what goes out to the left, the net beside the token.
 * Each token has its own scale (its larger side fills its half): tokens are not worth the same.
 * Hand-written SVG sized in CSS pixels (no viewBox), so its text keeps its size at any width and
 * the bars' lengths are percentages of the chart's width. One image to assistive technology, named
 * by every token's figures; the table beside it has the same numbers.
 */
export function EconomyChart({ tokens, label }: { tokens: readonly TokenView[]; label: string }) {
  const titleId = useId()
  const height = HEAD + tokens.length * ROW
  return (
    <figure className={styles.chart}>
      <svg
        role="img"
        aria-labelledby={titleId}
        width="100%"
        height={height}
        className={styles.svg}
        data-testid="economy-chart"
      >
        <title id={titleId}>{label}</title>
        <defs>
          <pattern
            id="economy-stripes-in"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="3" height="6" className={styles.produced} />
          </pattern>
          <pattern
            id="economy-stripes-out"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="3" height="6" className={styles.consumed} />
          </pattern>
        </defs>
        <text x="49%" y="14" textAnchor="end" className={styles.side}>
          ← Consumed
        </text>
        <text x="51%" y="14" className={styles.side}>
          Produced →
        </text>
        {tokens.map((token, index) => {
          const { buildingsProduced, fightingProduced, buildingsConsumed, fightingConsumed } =
            token.bars
          const y = HEAD + index * ROW
          return (
            <g key={token.symbol} transform={`translate(0 ${y})`}>
              <image
                href={`/art/token-${token.symbol.toLowerCase()}.svg`}
                x="0"
                y="2"
                width="14"
                height="14"
              />
              <text x="18" y="14" className={styles.token} data-token={token.symbol}>
                {token.symbol}
              </text>
              <text x="100%" y="14" textAnchor="end" className={styles.net} data-sign={token.sign}>
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
                className={styles.striped}
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
                className={styles.striped}
              />
            </g>
          )
        })}
        <line x1="50%" x2="50%" y1={HEAD - 2} y2={height} className={styles.axis} />
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.key} data-key="produced">
          Buildings produce
        </span>
        <span className={styles.key} data-key="earned">
          Fighting earns
        </span>
        <span className={styles.key} data-key="consumed">
          Buildings consume
        </span>
        <span className={styles.key} data-key="spent">
          Fighting costs
        </span>
        <span>Each token on its own scale; the exact figures are in the table.</span>
      </figcaption>
    </figure>
  )
}

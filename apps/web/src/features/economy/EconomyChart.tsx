import { useId } from 'react'
import { ChartRow } from './ChartRow'
import styles from './Economy.module.css'
import type { TokenView } from './economyView'

const HEAD = 22
const ROW = 46
/** The striped fills `ChartRow` names (`url(#…)`): what comes in, what goes out. */
const STRIPES = [
  ['economy-stripes-in', 'produced'],
  ['economy-stripes-out', 'consumed'],
] as const
/** The legend's keys (`data-key` picks each one's fill in the stylesheet). */
const LEGEND = [
  ['produced', 'Buildings produce'],
  ['earned', 'Fighting earns'],
  ['consumed', 'Buildings consume'],
  ['spent', 'Fighting costs'],
] as const

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
        data-testid="economy-chart"
      >
        <title id={titleId}>{label}</title>
        <defs>
          {STRIPES.map(([id, side]) => (
            <pattern
              key={id}
              id={id}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="3" height="6" className={styles[side]} />
            </pattern>
          ))}
        </defs>
        <text x="49%" y="14" textAnchor="end">
          ← Consumed
        </text>
        <text x="51%" y="14">
          Produced →
        </text>
        {tokens.map((token, index) => (
          <ChartRow key={token.symbol} token={token} y={HEAD + index * ROW} />
        ))}
        <line x1="50%" x2="50%" y1={HEAD - 2} y2={height} />
      </svg>
      <figcaption className={styles.legend}>
        {LEGEND.map(([key, text]) => (
          <span key={key} data-key={key}>
            {text}
          </span>
        ))}
        <span>Each token on its own scale; the exact figures are in the table.</span>
      </figcaption>
    </figure>
  )
}

/**
 * A screen's document title, with what is ready to claim first: `(3) Buildings · DOV
 * Warfare`, `Buildings · DOV Warfare` when nothing is (or nobody is logged in).
 */
export function documentTitle(name: string, ready: number): string {
  return `${ready > 0 ? `(${ready}) ` : ''}${name} · DOV Warfare`
}

import type { Page } from '@playwright/test'

/**
 * The token marks of the screen's main region (`[data-token]`: a label or an amount with the
 * token's icon, its ::before) whose text does not begin on the line its icon is on, or takes more
 * than one line; each by its text. Also how many marks were looked at.
 */
export async function marksOffTheirLine(page: Page): Promise<{ count: number; off: string[] }> {
  const marks = await page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll('[data-token]'), (mark) => {
      const box = mark.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(mark)
      const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0)
      const first = lines[0]
      const tops = new Set(lines.map((r) => Math.round(r.top)))
      return {
        text: mark.textContent ?? '',
        oneLine: first !== undefined && tops.size === 1 && first.top - box.top < first.height / 2,
      }
    }),
  )
  return { count: marks.length, off: marks.filter((m) => !m.oneLine).map((m) => m.text) }
}

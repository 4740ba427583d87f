import { expect, loginAs, test } from './fixtures'

/** Issue 16: a strict Content-Security-Policy, and no framing of the signing buttons. */
test.describe('content security policy', () => {
  test('only the app scripts run, and a whole journey breaks no rule of the policy', async ({
    page,
    devchain,
  }) => {
    await devchain.setFirstEndpointDown(false)
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (t: string) => void })
          .reportViolation
        report(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await page.goto('/exchange')
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(policy).toContain("script-src 'self';")
    await loginAs(page, 'player1')
    const row = page.getByRole('form', { name: 'DOVX' })
    await row.getByLabel('DOVX amount').fill('1')
    await row.getByRole('button', { name: 'Deposit DOVX' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('list', { name: 'Building slots' })).toBeVisible()
    // An inline script is refused.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__inline = true'
      document.head.append(script)
      return (window as unknown as { __inline?: boolean }).__inline === true
    })
    expect(ran).toBe(false)
    expect(violations.filter((v) => !v.startsWith('script-src-elem inline'))).toEqual([])
  })

  test('the server forbids framing the app (clickjacking of the signing buttons)', async ({
    baseURL,
    request,
  }) => {
    const response = await request.get(`${baseURL}/exchange`)
    expect(response.headers()['x-frame-options']).toBe('DENY')
    expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'")
  })
})

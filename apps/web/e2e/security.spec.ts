import { expect, loginAs, openAs, test } from './fixtures'

/** A strict Content-Security-Policy, and no framing of the signing buttons. */
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
    // The app's files, and the one inline script of the build's HTML (its loader) by its hash.
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
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

/** NFT data is the collection author's, not ours: a name can be anything. */
test.describe('hostile NFT names', () => {
  test('a 3,000-character name and markup in a name stay inside their cards, as text', async ({
    page,
    devchain,
  }) => {
    const long = 'W'.repeat(3000) // no space: it must break anywhere
    const markup = '<img src=x onerror="window.__named=1"><b>Bold</b>'
    // player1's first building as the model: its collection, schema and template data.
    const found = await fetch(
      `${devchain.url}/atomicassets/v1/assets?owner=player1&schema_name=buildings&limit=1`,
    )
    const [model] = ((await found.json()) as { data: Model[] }).data
    if (model === undefined) throw new Error('player1 has no building')
    const collection = model.collection.collection_name
    for (const name of [long, markup]) {
      const immutable = Object.entries({ ...model.template.immutable_data, name }).map(
        ([key, value]) => ({
          key,
          value: typeof value === 'number' ? ['uint8', value] : ['string', String(value)],
        }),
      )
      await devchain.transact(collection, [
        {
          account: 'atomicassets',
          name: 'createtempl',
          data: {
            authorized_creator: collection,
            collection_name: collection,
            schema_name: 'buildings',
            transferable: true,
            burnable: true,
            max_supply: 0,
            immutable_data: immutable,
          },
        },
      ])
      const templates = await fetch(
        `${devchain.url}/atomicassets/v1/templates?collection_name=${collection}&schema_name=buildings&limit=1000`,
      )
      const created = ((await templates.json()) as { data: Template[] }).data.find(
        (t) => t.immutable_data.name === name,
      )
      if (created === undefined) throw new Error('template not created')
      // The staking contract's data for the new template: the model's (a building needs it).
      const bdata = (await devchain.tableRows('dov.stake', 'bdata', 'dov.stake')) as {
        rows: { template_id: number }[]
      }
      const row = bdata.rows.find(
        (r) => Number(r.template_id) === Number(model.template.template_id),
      )
      if (row === undefined) throw new Error('no bdata for the model')
      await devchain.transact('dov.stake', [
        {
          account: 'dov.stake',
          name: 'setbdata',
          data: { ...row, template_id: Number(created.template_id) },
        },
      ])
      await devchain.transact(collection, [
        {
          account: 'atomicassets',
          name: 'mintasset',
          data: {
            authorized_minter: collection,
            collection_name: collection,
            schema_name: 'buildings',
            template_id: Number(created.template_id),
            new_asset_owner: 'player1',
            immutable_data: [],
            mutable_data: [],
            tokens_to_back: [],
          },
        },
      ])
    }

    await page.setViewportSize({ width: 375, height: 800 })
    await openAs(page, '/', 'player1')
    await page.getByRole('button', { name: 'Add a building' }).first().click()
    const popup = page.getByRole('dialog', { name: 'Add a building' })
    const options = popup.getByRole('list', { name: 'Unstaked buildings' }).getByRole('button')
    // The newest assets come first.
    const longCard = options.filter({ hasText: 'WWWWWWWWWW' })
    const markupCard = options.filter({ hasText: '<img src=x' })
    await expect(longCard).toHaveCount(1)
    await expect(markupCard).toHaveCount(1)

    // Inside its card and the popup: no element wider than the screen, no horizontal scroll.
    const card = await longCard.boundingBox()
    const dialog = await popup.boundingBox()
    expect(card?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(dialog?.width ?? 0)
    const widest = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('*'), (e) => e.getBoundingClientRect().width),
      ),
    )
    expect(widest).toBeLessThanOrEqual(375)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // The name wraps (anywhere: it has no space) and stops at 3 lines.
    const lines = await longCard
      .getByText(/^W+$/)
      .evaluate(
        (e) => e.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(e).lineHeight),
      )
    expect(Math.round(lines)).toBe(3)
    // The markup is shown as the characters it is: no element made of it, no script run.
    await expect(markupCard).toContainText('<b>Bold</b>')
    expect(await markupCard.locator('img[src="x"], b').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __named?: number }).__named)).toBeUndefined()
  })
})

type Model = {
  collection: { collection_name: string }
  template: { template_id: string | number; immutable_data: Record<string, string | number> }
}
type Template = { template_id: string | number; immutable_data: Record<string, unknown> }

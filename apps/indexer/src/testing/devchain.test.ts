import { expect, it } from 'vitest'
import { DevchainProcess, GAME } from './devchain'

// The property tests draw commands at random, the same one twice among them: each must reach
// the chain as a transaction of its own, never refused as a duplicate of the one before.
it('sends the same action several times at once as that many transactions, all accepted', async () => {
  const chain = await DevchainProcess.start('demo')
  try {
    const send = () =>
      chain.transact(GAME, GAME, 'setwins', { player: 'player1', zone: 1, wins: 2 })
    const blocks = await Promise.all([send(), send(), send()])
    for (const block of blocks) expect(block).toBeGreaterThan(0)
  } finally {
    await chain.stop()
  }
})

import { afterEach, describe, expect, it } from 'vitest'
import { appMetadata, granted, next, required, setup, stopClients } from './engine.fixtures.ts'
import { ProtocolError } from './errors.ts'

afterEach(stopClients)

describe("the wallet's pairing and proposals", () => {
  it('keeps a proposal until it is approved, activates the pairing, and refuses a second answer', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    const pairing = await s.wallet.pair({ uri: uri as string })
    expect(pairing.active).toBe(false)
    const { id } = await proposal
    expect(s.wallet.proposals.map((each) => each.id)).toEqual([id])

    await s.wallet.approve({ id, namespaces: granted() })
    await approval()
    expect(s.wallet.proposals).toEqual([])
    expect(s.wallet.pairings[0]).toMatchObject({ active: true, peerMetadata: appMetadata })
    const reason = { code: 5000, message: 'User rejected.' }
    await expect(s.wallet.reject({ id, reason })).rejects.toBeInstanceOf(ProtocolError)
    await expect(s.wallet.approve({ id, namespaces: granted() })).rejects.toBeInstanceOf(ProtocolError)
  })

  it('forgets a rejected proposal', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    const refused = approval().catch((error: unknown) => error)
    await s.wallet.pair({ uri: uri as string })
    const { id } = await proposal
    await s.wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
    expect(s.wallet.proposals).toEqual([])
    expect(await refused).toMatchObject({ code: 5000 })
    expect(s.wallet.pairings[0]?.active).toBe(false)
  })

  it('refuses a URI that is no pairing URI', async () => {
    const s = await setup()
    await expect(s.wallet.pair({ uri: 'wc:nonsense' })).rejects.toMatchObject({
      message: expect.stringMatching(/^Missing or invalid\. pair\(\) uri: /),
    })
    expect(s.wallet.pairings).toEqual([])
  })
})

import { createServer } from 'node:http'
import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { testAccounts } from './accounts.ts'
import { devnetTokens } from './addresses.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { acceptsConnections } from './net.ts'

function groupExists(pid: number) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

describe('devnet lifecycle', () => {
  it('runs two independent devnets at once and stops each completely', async () => {
    const exitListeners = process.listenerCount('exit')
    const started = await Promise.allSettled([startDevnet({ port: 0 }), startDevnet({ port: 0 })])
    const devnets = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    try {
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
      const [a, b] = devnets as [Devnet, Devnet]
      expect(a.port).not.toBe(b.port)
      expect(process.listenerCount('exit')).toBe(exitListeners + 2)

      const clients = devnets.map((devnet) =>
        createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) }),
      )
      for (const client of clients) {
        expect(await client.getChainId()).toBe(31337)
        expect(await client.getCode({ address: devnetTokens.dai.address })).not.toBeUndefined()
      }

      // A transaction on one chain leaves the other untouched.
      const sender = testAccounts[3]!
      const wallet = createWalletClient({
        account: privateKeyToAccount(sender.privateKey),
        chain: hardhat,
        transport: http(a.rpcUrl),
      })
      const hash = await wallet.sendTransaction({ to: testAccounts[4]!.address, value: 10n ** 18n })
      await clients[0]!.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      expect(await clients[0]!.getTransactionCount({ address: sender.address })).toBe(1)
      expect(await clients[1]!.getTransactionCount({ address: sender.address })).toBe(0)
    } finally {
      await Promise.all(devnets.map((devnet) => devnet.stop()))
    }

    for (const devnet of devnets) {
      expect(groupExists(devnet.pid)).toBe(false)
      expect(() => process.kill(-devnet.pid, 0)).toThrow()
      expect(await acceptsConnections(devnet.host, devnet.port)).toBe(false)
      // A second stop is harmless.
      await expect(devnet.stop()).resolves.toBeUndefined()
    }
    expect(process.listenerCount('exit')).toBe(exitListeners)
  })

  it('fails with hardhat’s output, and leaves nothing running, when hardhat cannot start', async () => {
    const exitListeners = process.listenerCount('exit')
    // TEST-NET-3 is never a local address, so hardhat cannot bind to it.
    const attempt = startDevnet({ host: '203.0.113.1', port: 0 })
    await expect(attempt).rejects.toThrow(
      /Could not start the devnet[\s\S]*hardhat node output[\s\S]*EADDRNOTAVAIL/,
    )
    expect(process.listenerCount('exit')).toBe(exitListeners)
  })

  it('refuses a port something else already listens on', async () => {
    const server = createServer((_, response) => response.writeHead(404).end('not a devnet'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      await expect(startDevnet({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

import { devnetContracts, devnetErc4337, devnetTokens, testAccounts } from '@airlock/devnet'
import type { Browser } from 'playwright-core'
import { type Address, erc20Abi, type Hex, parseAbi, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  closeAll,
  devnetClient,
  expectText,
  pairReferenceWallet,
  startBrowser,
  truncated,
} from './helpers.ts'
import { ask, DEVNET, dapp, failure } from './referenceWalletHelpers.ts'
import {
  chooseSmartAccountMode,
  fundSmartAccount,
  pickSwapToken,
  smartAccountOf,
  walletShot,
} from './smartAccountHelpers.ts'

/*
 * The reference wallet (apps/wallet) in smart-account mode over WalletConnect: the demo connects to the smart
 * account and swaps USDC for ETH as ONE EIP-5792 batch (approve + swap in one user operation, one sheet,
 * sponsored by the cloud's paymaster); a dapp played by our protocol's app role asks for capabilities,
 * signatures, an ERC-7715 session and its revocation, and follows the switch back to the EOA.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const usdc = devnetTokens.usdc
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])
const validatorAbi = parseAbi([
  'function getSession(address account, bytes32 id) view returns ((address signer, uint48 validAfter, uint48 validUntil, uint256 nativeLimit, address token, uint256 tokenLimit) session, uint256 nativeSpent, uint256 tokenSpent, bool revoked, bool exists)',
])
const usdcOf = (address: Address) =>
  devnetClient().readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('the reference wallet as a smart account, end to end', () => {
  it('connects the demo to the smart account and swaps USDC for ETH as one sponsored batch', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    try {
      const smartAddress = await chooseSmartAccountMode(context, '01-home-smart-account')
      const client = devnetClient()
      const fresh = (await client.getCode({ address: smartAddress })) === undefined
      await fundSmartAccount(smartAddress, 200_000_000n, 0n)

      // The demo's account is the smart account's address.
      const { demo, wallet, address } = await pairReferenceWallet(context)
      expect(address.toLowerCase()).toBe(smartAddress.toLowerCase())
      if (fresh) await wallet.getByTestId('smart-not-deployed').waitFor()

      // USDC → ETH needs an approval: the kit asks wallet_getCapabilities, sees atomic, sends ONE batch.
      await demo.getByRole('button', { name: `Account ${truncated(address)}` }).click()
      await demo
        .getByRole('dialog', { name: 'Account' })
        .getByRole('button', { name: 'Swap', exact: true })
        .click()
      await pickSwapToken(demo, 'from', 'USDC')
      await pickSwapToken(demo, 'to', 'ETH')
      const swap = demo.getByRole('dialog', { name: 'Swap' })
      await swap.getByLabel('Amount to pay').fill('100')
      await expect.poll(() => swap.getByTestId('swap-review').isEnabled(), { timeout: 30_000 }).toBe(true)
      await swap.getByTestId('swap-review').click()
      const review = demo.getByRole('dialog', { name: 'Review Swap' })
      await review.getByTestId('swap-confirm').waitFor()
      const usdcBefore = await usdcOf(smartAddress)
      const ethBefore = await client.getBalance({ address: smartAddress })
      const expectedEth = (
        await client.readContract({
          address: devnetContracts.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [100_000_000n, [usdc.address, devnetContracts.weth]],
        })
      ).at(-1) as bigint
      await review.getByTestId('swap-confirm').click()

      await wallet.bringToFront()
      const sheet = wallet.getByTestId('request-sheet')
      await sheet.waitFor({ timeout: 30_000 })
      await expectText(sheet.getByTestId('request-method'), 'wallet_sendCalls')
      await expect.poll(() => sheet.getByTestId('call').count()).toBe(2)
      await expectText(sheet.getByTestId('call').first(), /Approve 100 USDC/)
      await expectText(sheet.getByTestId('user-op-note'), /one user operation.*sponsored/)
      if (fresh) await expectText(sheet.getByTestId('request-deployed'), 'Not deployed yet')
      await walletShot(wallet, '02-batch-sheet')
      await sheet.getByTestId('request-approve').click()
      await sheet.waitFor({ state: 'detached', timeout: 60_000 })

      await demo.bringToFront()
      await demo
        .getByRole('status')
        .filter({ hasText: /^Swapped 100 USDC for [\d.]+ ETH$/ })
        .waitFor({ timeout: 60_000 })
      // No second sheet: the approval and the swap were one request.
      expect(await wallet.getByTestId('request-sheet').count()).toBe(0)
      await expectText(wallet.getByTestId('activity'), /Batch sent: 2 calls in one user operation/)
      // On chain: the USDC left, the ether arrived in full (the paymaster paid the gas), no allowance left.
      expect(await usdcOf(smartAddress)).toBe(usdcBefore - 100_000_000n)
      expect(await client.getBalance({ address: smartAddress })).toBe(ethBefore + expectedEth)
      expect(
        await client.readContract({
          address: usdc.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [smartAddress, devnetContracts.router],
        }),
      ).toBe(0n)
      expect(await client.getCode({ address: smartAddress })).toMatch(/^0x[0-9a-f]+$/)
      await wallet.bringToFront()
      await wallet.getByTestId('smart-deployed').waitFor()
      await walletShot(wallet, '03-after-swap')
    } finally {
      await context.close()
    }
  })

  it('answers a dapp: capabilities, ERC-1271 signatures, EIP-5792 errors, an ERC-7715 grant and revoke, and the switch back to the EOA', async () => {
    const context = await browser.newContext({ viewport: { width: 480, height: 900 } })
    const { app, events } = await dapp('Airlock Smart Dapp')
    try {
      const smartAddress = await chooseSmartAccountMode(context)
      const wallet = await context.newPage()
      await wallet.goto(inject('walletUrl'))
      await wallet.getByText('Online').waitFor()

      const { uri, approval } = await app.connect({
        optionalNamespaces: {
          eip155: {
            chains: [DEVNET],
            methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
      await wallet.getByTestId('uri-input').fill(uri as string)
      await wallet.getByTestId('uri-connect').click()
      await expectText(wallet.getByTestId('proposal-address'), truncatedWallet(smartAddress))
      await wallet.getByTestId('proposal-approve').click()
      const session = await approval()
      const topic = session.topic
      // The smart account is the session's account, and the EIP-5792 / ERC-7715 methods are granted.
      expect(session.namespaces.eip155?.accounts).toEqual([`${DEVNET}:${smartAddress}`])
      expect(session.namespaces.eip155?.methods).toEqual(
        expect.arrayContaining([
          'wallet_getCapabilities',
          'wallet_sendCalls',
          'wallet_getCallsStatus',
          'wallet_grantPermissions',
          'wallet_revokePermissions',
        ]),
      )

      const capabilities = (await ask(app, topic, 'wallet_getCapabilities', [
        smartAddress,
        ['0x7a69'],
      ])) as Record<
        string,
        { atomic?: { status: string }; paymasterService?: { supported: boolean }; permissions?: unknown }
      >
      expect(capabilities['0x7a69']?.atomic?.status).toBe('supported')
      expect(capabilities['0x7a69']?.paymasterService?.supported).toBe(true)
      expect(capabilities['0x7a69']?.permissions).toMatchObject({ supported: true })

      // personal_sign: a signature the chain accepts for the smart account (ERC-1271 / ERC-6492).
      const signed = ask(app, topic, 'personal_sign', ['0x68656c6c6f', smartAddress])
      const signSheet = wallet.getByTestId('request-sheet')
      await signSheet.waitFor()
      await signSheet.getByTestId('smart-signature-note').waitFor()
      await walletShot(wallet, '04-sign-sheet')
      await signSheet.getByTestId('request-approve').click()
      const signature = (await signed) as Hex
      expect(await devnetClient().verifyMessage({ address: smartAddress, message: 'hello', signature })).toBe(
        true,
      )

      // eth_sendTransaction: one sponsored user operation, answered with the bundle's transaction hash.
      const payee = testAccounts[8]!.address
      await fundSmartAccount(smartAddress, 0n, parseEther('0.01'))
      const [payeeBefore, smartBefore] = await Promise.all([
        devnetClient().getBalance({ address: payee }),
        devnetClient().getBalance({ address: smartAddress }),
      ])
      const sent = ask(app, topic, 'eth_sendTransaction', [
        { from: smartAddress, to: payee, value: toHex(parseEther('0.005')) },
      ])
      const txSheet = wallet.getByTestId('request-sheet')
      await txSheet.getByTestId('user-op-note').waitFor()
      await expectText(txSheet.getByTestId('tx-value'), '0.005ETH')
      await walletShot(wallet, '04b-transaction-sheet')
      await txSheet.getByTestId('request-approve').click()
      const hash = (await sent) as Hex
      const receipt = await devnetClient().getTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(await devnetClient().getBalance({ address: payee })).toBe(payeeBefore + parseEther('0.005'))
      expect(await devnetClient().getBalance({ address: smartAddress })).toBe(
        smartBefore - parseEther('0.005'),
      )

      // EIP-5792 errors come back at once, without a sheet.
      const to = usdc.address
      expect(
        await failure(
          ask(app, topic, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', calls: [{ to }] }]),
        ),
      ).toMatchObject({ code: 5710 })
      expect(
        await failure(
          ask(app, topic, 'wallet_sendCalls', [
            { version: '2.0.0', chainId: '0x7a69', calls: Array.from({ length: 17 }, () => ({ to })) },
          ]),
        ),
      ).toMatchObject({ code: 5740 })
      expect(
        await failure(
          ask(app, topic, 'wallet_sendCalls', [
            { version: '2.0.0', chainId: '0x7a69', calls: [{ to }], capabilities: { auxiliaryFunds: {} } },
          ]),
        ),
      ).toMatchObject({ code: 5700 })
      expect(await failure(ask(app, topic, 'wallet_getCallsStatus', [`0x${'12'.repeat(32)}`]))).toMatchObject(
        { code: 5730 },
      )

      // ERC-7715: the sheet shows exactly what the session key gets; approved, the session is on chain.
      const sessionKey = testAccounts[9]!.address
      const expiry = Math.floor(Date.now() / 1000) + 3600
      const granted = ask(app, topic, 'wallet_grantPermissions', [
        {
          chainId: '0x7a69',
          address: smartAddress,
          expiry,
          signer: { type: 'key', data: { id: sessionKey } },
          permissions: [
            {
              type: 'erc20-token-transfer',
              data: { address: usdc.address },
              policies: [{ type: 'token-allowance', data: { allowance: '0xf4240' } }],
            },
          ],
        },
      ])
      const grantSheet = wallet.getByTestId('request-sheet')
      await grantSheet.waitFor()
      await expectText(grantSheet.getByTestId('grant-limits'), /1 USDC in total/)
      await expectText(grantSheet.getByTestId('grant-calls'), /transfer\(address,uint256\)/)
      await expectText(grantSheet.getByTestId('grant-summary'), truncatedWallet(sessionKey))
      await walletShot(wallet, '05-grant-sheet')
      await grantSheet.getByTestId('request-approve').click()
      const grant = (await granted) as { permissionsContext: Hex; expiry: number }
      expect(grant.expiry).toBe(expiry)
      const sessionId = `0x${grant.permissionsContext.slice(66)}` as Hex
      const [onChain, , , revokedBefore, exists] = await devnetClient().readContract({
        address: devnetErc4337.sessionValidator,
        abi: validatorAbi,
        functionName: 'getSession',
        args: [smartAddress, sessionId],
      })
      expect(exists).toBe(true)
      expect(revokedBefore).toBe(false)
      expect(onChain.signer).toBe(sessionKey)
      expect(onChain.tokenLimit).toBe(1_000_000n)

      const revoked = ask(app, topic, 'wallet_revokePermissions', [
        { permissionsContext: grant.permissionsContext },
      ])
      const revokeSheet = wallet.getByTestId('request-sheet')
      await revokeSheet.getByTestId('revoke-summary').waitFor()
      await walletShot(wallet, '06-revoke-sheet')
      await revokeSheet.getByTestId('request-approve').click()
      expect(await revoked).toBeNull()
      const [, , , revokedAfter] = await devnetClient().readContract({
        address: devnetErc4337.sessionValidator,
        abi: validatorAbi,
        functionName: 'getSession',
        args: [smartAddress, sessionId],
      })
      expect(revokedAfter).toBe(true)

      // A rejected batch answers 4001.
      // The handler is attached at once: the answer may come before the assertion below.
      const rejected = failure(
        ask(app, topic, 'wallet_sendCalls', [
          { version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [{ to, data: '0x' }] },
        ]),
      )
      await wallet.getByTestId('request-sheet').waitFor()
      await wallet.getByTestId('request-reject').click()
      expect(await rejected).toMatchObject({ code: 4001 })

      // Back to the EOA: the dapp gets accountsChanged, and atomic batches are refused (5760).
      const eoa = testAccounts[0]!.address
      await wallet.getByTestId('account-mode').getByText('EOA').click()
      await expect
        .poll(() => events.filter((event) => event.name === 'accountsChanged').map((event) => event.data))
        .toContainEqual([eoa])
      expect(await ask(app, topic, 'wallet_getCapabilities', [eoa, ['0x7a69']])).toEqual({
        '0x7a69': { atomic: { status: 'unsupported' } },
      })
      expect(
        await failure(
          ask(app, topic, 'wallet_sendCalls', [
            { version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [{ to }] },
          ]),
        ),
      ).toMatchObject({ code: 5760 })
      // And to the smart account again.
      await wallet.getByTestId('account-mode').getByText('Smart Account').click()
      await expect
        .poll(() => events.filter((event) => event.name === 'accountsChanged').map((event) => event.data))
        .toContainEqual([smartAddress])
      expect(await smartAccountOf(0)).toBe(smartAddress)
    } finally {
      await app.stop()
      await context.close()
    }
  })
})

/** The reference wallet's short address: 0x1234…abcd. */
const truncatedWallet = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

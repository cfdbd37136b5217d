// #region example
import type { Airlock } from '@airlock/core'
import type { Hex } from 'viem'

/** A key the dapp holds may call `play` for an hour, spending at most 0.01 ETH. */
export async function grantSession(airlock: Airlock, sessionKey: Hex, game: Hex) {
  const grant = await airlock.smartAccountActions.grantPermissions({
    expiry: Math.floor(Date.now() / 1000) + 60 * 60,
    signer: { type: 'key', data: { id: sessionKey } },
    permissions: [
      {
        type: 'contract-call',
        data: { address: game, calls: ['play(uint256)'] },
        required: true,
      },
      {
        type: 'native-token-transfer',
        data: {},
        policies: [
          {
            type: 'token-allowance',
            data: { allowance: `0x${(10n ** 16n).toString(16)}` },
          },
        ],
      },
    ],
  })
  // The context goes in sendCalls' permissions capability, or to revoke:
  return grant.permissionsContext
}

export async function listAndRevoke(airlock: Airlock, permissionsContext: Hex) {
  await airlock.smartAccountActions.loadSessions()
  console.log(airlock.smartSessions.getState())
  await airlock.smartAccountActions.revokePermissions(permissionsContext)
}
// #endregion example

import {
  accountEncoding,
  accountJson,
  type DataSlice,
  decodeMint,
  decodeToken,
  isMint,
  isTokenAccount,
} from './accountJson.ts'
import { TOKEN_PROGRAM } from './constants.ts'
import { type RpcContext, type RpcHandler, responseContext } from './context.ts'
import { invalidParams } from './errors.ts'
import { type Config, optionalConfig, requireAddress, requireArray, requireU64 } from './params.ts'
import { uiTokenAmount } from './tokenAmount.ts'

const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const MAX_MULTIPLE_ACCOUNTS = 100

function dataSliceOf(config: Config): DataSlice | undefined {
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return undefined
  const { offset, length } = optionalConfig(slice, 'dataSlice')
  return {
    offset: Number(requireU64(offset, 'dataSlice.offset')),
    length: Number(requireU64(length, 'dataSlice.length')),
  }
}

/** getAccountInfo, getMultipleAccounts, getBalance and the Token program reads. */
export function accountMethods({ chain }: RpcContext): Record<string, RpcHandler> {
  const encodeAt = (at: string, config: Config) => {
    const account = chain.account(at)
    return account
      ? accountJson(account, accountEncoding(config.encoding), chain.mintDecimals, dataSliceOf(config))
      : null
  }
  const tokenAccount = (at: string) => {
    const account = chain.account(at)
    if (!account) throw invalidParams('could not find account')
    if (!isTokenAccount(account)) throw invalidParams('not a Token account')
    return decodeToken(account)
  }

  return {
    getBalance: ([at]) => ({ context: responseContext(chain), value: chain.balance(requireAddress(at)) }),

    getAccountInfo: ([at, config]) => ({
      context: responseContext(chain),
      value: encodeAt(requireAddress(at), optionalConfig(config)),
    }),

    getMultipleAccounts: ([list, config]) => {
      const addresses = requireArray(list, 'addresses', MAX_MULTIPLE_ACCOUNTS).map((at) => requireAddress(at))
      const options = optionalConfig(config)
      return { context: responseContext(chain), value: addresses.map((at) => encodeAt(at, options)) }
    },

    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerAddress = requireAddress(owner, 'owner')
      const { mint, programId } = optionalConfig(filter, 'filter')
      const options = optionalConfig(config)
      const encoding = accountEncoding(options.encoding)
      let accounts: ReturnType<typeof chain.tokenAccountsOf>
      if (mint !== undefined) {
        const mintAddress = requireAddress(mint, 'mint')
        if (chain.mintDecimals(mintAddress) === undefined) throw invalidParams('could not find mint')
        accounts = chain.tokenAccountsOf(ownerAddress, { mint: mintAddress })
      } else if (programId !== undefined) {
        const program = requireAddress(programId, 'programId')
        // No Token-2022 program on this chain (litesvm ships none), so it owns no accounts.
        if (program === TOKEN_2022_PROGRAM) accounts = []
        else if (program === TOKEN_PROGRAM) accounts = chain.tokenAccountsOf(ownerAddress, {})
        else throw invalidParams('unrecognized Token program id')
      } else {
        throw invalidParams('filter must be {"mint": <address>} or {"programId": <address>}')
      }
      const slice = dataSliceOf(options)
      return {
        context: responseContext(chain),
        value: accounts.map((account) => ({
          pubkey: account.address,
          account: accountJson(account, encoding, chain.mintDecimals, slice),
        })),
      }
    },

    getTokenAccountBalance: ([at]) => {
      const token = tokenAccount(requireAddress(at))
      return {
        context: responseContext(chain),
        value: uiTokenAmount(token.amount, chain.mintDecimals(token.mint) ?? 0),
      }
    },

    getTokenSupply: ([at]) => {
      const account = chain.account(requireAddress(at, 'mint'))
      if (!account || !isMint(account)) throw invalidParams('not a Token mint')
      const mint = decodeMint(account)
      return { context: responseContext(chain), value: uiTokenAmount(mint.supply, mint.decimals) }
    },

    getMinimumBalanceForRentExemption: ([length]) =>
      chain.svm.minimumBalanceForRentExemption(requireU64(length ?? 0, 'data length')),
  }
}

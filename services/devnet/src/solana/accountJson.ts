import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase64Decoder,
  unwrapOption,
} from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, type Mint, type Token } from '@solana-program/token'
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM } from './constants.ts'
import { invalidParams } from './errors.ts'
import { uiTokenAmount } from './tokenAmount.ts'

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'

/** The account fields of the RPC's account object, before `data`. */
export interface AccountJson {
  data: unknown
  executable: boolean
  lamports: bigint
  owner: string
  rentEpoch: bigint
  space: number
}

export interface DataSlice {
  offset: number
  length: number
}

// Rent is no longer collected: every account reports the "exempt forever" epoch, as Agave does.
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/** Reads an account's encoding option: base64 unless told otherwise; zstd is not offered here. */
export function accountEncoding(value: unknown): AccountEncoding {
  if (value === undefined || value === null) return 'base64'
  if (value === 'base64' || value === 'base58' || value === 'jsonParsed') return value
  throw invalidParams(`unsupported encoding ${JSON.stringify(value)} (use base64, base58 or jsonParsed)`)
}

export function isTokenAccount(account: EncodedAccount): boolean {
  return account.programAddress === TOKEN_PROGRAM && account.data.length === TOKEN_ACCOUNT_SIZE
}

export function isMint(account: EncodedAccount): boolean {
  return account.programAddress === TOKEN_PROGRAM && account.data.length === MINT_SIZE
}

export function decodeToken(account: EncodedAccount): Token {
  return getTokenDecoder().decode(account.data)
}

export function decodeMint(account: EncodedAccount): Mint {
  return getMintDecoder().decode(account.data)
}

const ACCOUNT_STATE = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
}

function parsedToken(token: Token, decimals: number) {
  const delegate = unwrapOption(token.delegate)
  const closeAuthority = unwrapOption(token.closeAuthority)
  const rentExemptReserve = unwrapOption(token.isNative)
  return {
    program: 'spl-token',
    space: TOKEN_ACCOUNT_SIZE,
    parsed: {
      type: 'account',
      info: {
        isNative: rentExemptReserve !== null,
        mint: token.mint,
        owner: token.owner,
        state: ACCOUNT_STATE[token.state],
        tokenAmount: uiTokenAmount(token.amount, decimals),
        ...(delegate === null
          ? {}
          : { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }),
        ...(closeAuthority === null ? {} : { closeAuthority }),
        ...(rentExemptReserve === null ? {} : { rentExemptReserve: uiTokenAmount(rentExemptReserve, 9) }),
      },
    },
  }
}

function parsedMint(mint: Mint) {
  return {
    program: 'spl-token',
    space: MINT_SIZE,
    parsed: {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: unwrapOption(mint.freezeAuthority),
        isInitialized: mint.isInitialized,
        mintAuthority: unwrapOption(mint.mintAuthority),
        supply: mint.supply.toString(),
      },
    },
  }
}

/**
 * The RPC account object (getAccountInfo, getMultipleAccounts, accountNotification…). jsonParsed parses
 * Token program mints and accounts and, like Agave, falls back to base64 for anything else.
 */
export function accountJson(
  account: EncodedAccount,
  encoding: AccountEncoding,
  mintDecimals: (mint: Address) => number | undefined,
  dataSlice?: DataSlice,
): AccountJson {
  let data: unknown
  if (encoding === 'jsonParsed' && !dataSlice && isMint(account)) {
    data = parsedMint(decodeMint(account))
  } else if (encoding === 'jsonParsed' && !dataSlice && isTokenAccount(account)) {
    const token = decodeToken(account)
    const decimals = mintDecimals(token.mint)
    data = decimals === undefined ? undefined : parsedToken(token, decimals)
  }
  if (data === undefined) {
    const bytes = dataSlice
      ? account.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length)
      : account.data
    data =
      encoding === 'base58'
        ? [getBase58Decoder().decode(bytes), 'base58']
        : [getBase64Decoder().decode(bytes), 'base64']
  }
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
}

/** The dapp as wallets show it: in the pairing request, the sign-in message and the wallet's session list. */
export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
  /**
   * Where wallets send the visitor back. With `universal` (a link that opens this dapp's page) and
   * `linkMode: true`, requests to a wallet that supports link mode travel in that wallet's universal link and
   * its answers come back in this one, instead of through the relay. The page at `universal` must load the
   * kit with the same options: it hands the answer to the dapp tab that is waiting for it.
   *
   * @example
   * metadata: { …, redirect: { universal: 'https://dapp.example/', linkMode: true } }
   */
  redirect?: { native?: string; universal?: string; linkMode?: boolean } | undefined
}

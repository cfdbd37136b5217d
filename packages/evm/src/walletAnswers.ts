// The checks of what a wallet answers (a transaction hash, a signature), loaded with the first request rather
// than with the page: a page that never asks the wallet for anything does not carry them.
export { checkedSignature, checkedTransactionHash, checkedWalletAnswer } from '@airlock/core/internal'

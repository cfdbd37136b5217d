/**
 * Hand-written: widely used wallets with their real names, EIP-6963 rdns and link schemes, most used
 * first. rdns is null unless the wallet is known to announce that exact id; links are null unless the
 * wallet is known to answer them.
 */

export interface KnownWallet {
  name: string
  rdns: string | null
  chains: readonly string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string
}

export const CHAINS = {
  ethereum: 'eip155:1',
  optimism: 'eip155:10',
  bsc: 'eip155:56',
  gnosis: 'eip155:100',
  polygon: 'eip155:137',
  zksync: 'eip155:324',
  ronin: 'eip155:2020',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  celo: 'eip155:42220',
  avalanche: 'eip155:43114',
  linea: 'eip155:59144',
  zora: 'eip155:7777777',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  cosmos: 'cosmos:cosmoshub-4',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
} as const

const {
  ethereum,
  optimism,
  bsc,
  gnosis,
  polygon,
  zksync,
  ronin,
  base,
  arbitrum,
  celo,
  avalanche,
  linea,
  zora,
} = CHAINS
const { solana, bitcoin, cosmos, polkadot } = CHAINS

/** The EVM networks the kit ships. */
const EVM = [ethereum, optimism, arbitrum, polygon, base, bsc, avalanche, zksync, gnosis, celo, zora, linea]
const EVM_CORE = [ethereum, optimism, arbitrum, polygon, base, bsc]

type Links = Partial<Pick<KnownWallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>>

function wallet(
  name: string,
  rdns: string | null,
  chains: readonly string[],
  homepage: string,
  links: Links = {},
): KnownWallet {
  return {
    name,
    rdns,
    chains,
    mobile_link: links.mobile_link ?? null,
    desktop_link: links.desktop_link ?? null,
    webapp_link: links.webapp_link ?? null,
    homepage,
  }
}

export const KNOWN_WALLETS: readonly KnownWallet[] = [
  wallet('MetaMask', 'io.metamask', EVM, 'https://metamask.io', { mobile_link: 'metamask://' }),
  wallet(
    'Trust Wallet',
    'com.trustwallet.app',
    [...EVM, solana, bitcoin, cosmos],
    'https://trustwallet.com',
    {
      mobile_link: 'trust://',
    },
  ),
  wallet('Coinbase Wallet', 'com.coinbase.wallet', [...EVM, solana], 'https://www.coinbase.com/wallet', {
    mobile_link: 'cbwallet://',
    webapp_link: 'https://keys.coinbase.com',
  }),
  wallet('Rainbow', 'me.rainbow', [...EVM_CORE, avalanche, zora], 'https://rainbow.me', {
    mobile_link: 'rainbow://',
  }),
  wallet('Phantom', 'app.phantom', [solana, ethereum, polygon, base, bitcoin], 'https://phantom.app', {
    mobile_link: 'phantom://',
  }),
  wallet('OKX Wallet', 'com.okex.wallet', [...EVM, solana, bitcoin], 'https://www.okx.com/web3', {
    mobile_link: 'okex://main',
  }),
  wallet('Bitget Wallet', 'com.bitget.web3', [...EVM, solana, bitcoin], 'https://web3.bitget.com', {
    mobile_link: 'bitkeep://',
  }),
  wallet('Zerion', 'io.zerion.wallet', [...EVM, solana], 'https://zerion.io', {
    mobile_link: 'zerion://',
    webapp_link: 'https://app.zerion.io',
  }),
  wallet('Rabby Wallet', 'io.rabby', EVM, 'https://rabby.io'),
  wallet(
    'Uniswap Wallet',
    'org.uniswap.app',
    [...EVM_CORE, avalanche, zksync, celo, zora],
    'https://wallet.uniswap.org',
    {
      mobile_link: 'uniswap://',
    },
  ),
  wallet('Binance Wallet', null, [...EVM_CORE, solana, bitcoin], 'https://www.binance.com/en/web3wallet', {
    mobile_link: 'bnc://app.binance.com/cedefi/',
  }),
  wallet(
    'Ledger Live',
    null,
    [...EVM_CORE, solana, bitcoin, cosmos, polkadot],
    'https://www.ledger.com/ledger-live',
    {
      mobile_link: 'ledgerlive://',
      desktop_link: 'ledgerlive://',
    },
  ),
  wallet('Safe', null, EVM, 'https://safe.global', { webapp_link: 'https://app.safe.global' }),
  wallet('Brave Wallet', 'com.brave.wallet', [...EVM, solana], 'https://brave.com/wallet'),
  wallet(
    'TokenPocket',
    'pro.tokenpocket',
    [...EVM, solana, bitcoin, cosmos, polkadot],
    'https://www.tokenpocket.pro',
    {
      mobile_link: 'tpoutside://',
    },
  ),
  wallet('imToken', null, [...EVM_CORE, zksync, bitcoin, cosmos], 'https://token.im', {
    mobile_link: 'imtokenv2://',
  }),
  wallet('SafePal', null, [...EVM, solana, bitcoin], 'https://www.safepal.com', {
    mobile_link: 'safepalwallet://',
  }),
  wallet('Exodus', null, [...EVM_CORE, avalanche, solana, bitcoin], 'https://www.exodus.com', {
    mobile_link: 'exodus://',
    desktop_link: 'exodus://',
  }),
  wallet('1inch Wallet', null, [...EVM_CORE, avalanche, zksync, gnosis], 'https://1inch.io/wallet', {
    mobile_link: 'oneinch://',
  }),
  wallet(
    'Crypto.com | DeFi Wallet',
    null,
    [...EVM_CORE, avalanche, cosmos],
    'https://crypto.com/defi-wallet',
    {
      mobile_link: 'dfw://',
    },
  ),
  wallet('Argent', null, [ethereum, zksync], 'https://www.argent.xyz', {
    mobile_link: 'https://argent.link/app',
  }),
  wallet(
    'Backpack',
    'app.backpack',
    [solana, ethereum, arbitrum, optimism, polygon, base],
    'https://backpack.app',
  ),
  wallet('Solflare', null, [solana], 'https://solflare.com', { mobile_link: 'https://solflare.com/ul' }),
  wallet('Frame', 'sh.frame', EVM, 'https://frame.sh'),
  wallet('Talisman', 'xyz.talisman', [...EVM_CORE, polkadot], 'https://www.talisman.xyz'),
  wallet('SubWallet', 'app.subwallet', [...EVM_CORE, polkadot, bitcoin], 'https://www.subwallet.app'),
  wallet('Ambire Wallet', 'com.ambire', [...EVM_CORE, avalanche, gnosis], 'https://www.ambire.com'),
  wallet(
    'Magic Eden Wallet',
    'io.magiceden.wallet',
    [solana, bitcoin, ethereum, polygon, base, arbitrum],
    'https://wallet.magiceden.io',
  ),
  wallet('Ronin Wallet', 'com.roninchain.wallet', [ronin, ethereum], 'https://wallet.roninchain.com', {
    mobile_link: 'roninwallet://',
  }),
  wallet('Core', 'app.core.extension', [avalanche, ethereum, bitcoin], 'https://core.app'),
  wallet('OneKey', 'so.onekey.app.wallet', [...EVM, solana, bitcoin, cosmos], 'https://onekey.so', {
    mobile_link: 'onekey-wallet://',
  }),
  wallet('Keplr', null, [cosmos, ethereum], 'https://www.keplr.app', { mobile_link: 'keplrwallet://' }),
  wallet('Leap Wallet', null, [cosmos], 'https://www.leapwallet.io'),
  wallet('Xverse', null, [bitcoin], 'https://www.xverse.app'),
  wallet('UniSat Wallet', null, [bitcoin], 'https://unisat.io'),
  wallet('Leather', null, [bitcoin], 'https://leather.io'),
  wallet('Valora', null, [celo, ethereum, optimism, arbitrum, base], 'https://valora.xyz', {
    mobile_link: 'celo://wallet',
  }),
  wallet(
    'MEW wallet',
    null,
    [ethereum, polygon, bsc, arbitrum, optimism, base],
    'https://www.myetherwallet.com',
    {
      webapp_link: 'https://www.myetherwallet.com/wallet/access',
    },
  ),
  wallet('Guarda Wallet', null, [...EVM_CORE, solana, bitcoin], 'https://guarda.com'),
  wallet('Atomic Wallet', null, [...EVM_CORE, solana, bitcoin], 'https://atomicwallet.io'),
  wallet('Zengo', null, [...EVM_CORE, bitcoin], 'https://zengo.com'),
  wallet('Family', null, [ethereum, optimism, arbitrum, polygon, base, zora], 'https://family.co'),
  wallet('Kraken Wallet', null, [...EVM_CORE, solana, bitcoin], 'https://www.kraken.com/wallet'),
  wallet(
    'Robinhood Wallet',
    null,
    [ethereum, polygon, arbitrum, optimism, base, solana, bitcoin],
    'https://robinhood.com/web3-wallet',
  ),
  wallet('Sequence', null, [...EVM_CORE, avalanche], 'https://sequence.xyz', {
    webapp_link: 'https://sequence.app',
  }),
  wallet(
    'Trezor Suite',
    null,
    [ethereum, polygon, bsc, base, solana, bitcoin],
    'https://trezor.io/trezor-suite',
  ),
  wallet('Keystone', null, [...EVM_CORE, solana, bitcoin, cosmos], 'https://keyst.one'),
  wallet('Taho', null, [ethereum, optimism, arbitrum, polygon, base], 'https://taho.xyz'),
  wallet('Enkrypt', null, [...EVM_CORE, polkadot, bitcoin], 'https://www.enkrypt.com'),
  wallet('Coin98 Super Wallet', null, [...EVM_CORE, solana], 'https://coin98.com'),
  wallet('Nova Wallet', null, [polkadot, ethereum], 'https://novawallet.io'),
  wallet('Bybit Wallet', null, [...EVM_CORE, solana, bitcoin], 'https://www.bybit.com/web3'),
  wallet('Gate Wallet', null, [...EVM_CORE, solana, bitcoin], 'https://www.gate.io/web3'),
  wallet('Daimo', null, [base, optimism, arbitrum, polygon, ethereum], 'https://daimo.com'),
  wallet('Zeal', null, EVM, 'https://www.zeal.app'),
  wallet('Glow', null, [solana], 'https://glow.app'),
  wallet('Nightly', null, [solana, polkadot], 'https://nightly.app'),
  wallet(
    'Blockchain.com Wallet',
    null,
    [ethereum, polygon, bsc, bitcoin],
    'https://www.blockchain.com/wallet',
  ),
  wallet('Math Wallet', null, [...EVM_CORE, solana, polkadot], 'https://mathwallet.org'),
  wallet('Frontier', null, [...EVM_CORE, cosmos], 'https://www.frontier.xyz'),
]

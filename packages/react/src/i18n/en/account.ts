import { defineMessages } from '../define.ts'

/**
 * The Account view (profile, actions, network row, footer), its Tokens, NFTs and Activity tabs, and the gates of
 * the Send and Receive views (SendViewLoader, ReceiveViewLoader), which stay in the modal chunk with it.
 */
export const accountMessages = defineMessages('account', {
  // Profile
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  chooseName: 'Choose a name',
  updateEmail: 'Update email',
  update: 'Update',
  unsupportedNetwork: 'Unsupported network',
  loadingBalance: 'Loading balance',
  balanceUnavailable: 'Balance unavailable',
  // Actions and rows
  buy: 'Buy',
  swap: 'Swap',
  send: 'Send',
  receive: 'Receive',
  switchNetwork: 'Network: {network}. Switch network',
  unknownNetwork: 'unknown',
  explorer: 'Explorer',
  disconnect: 'Disconnect',
  // Tabs
  tabList: 'Account',
  tabTokens: 'Tokens',
  tabNfts: 'NFTs',
  tabActivity: 'Activity',
  // Tokens tab
  loadingTokens: 'Loading tokens',
  noTokens: 'No tokens yet',
  noTokensHint: 'Tokens you buy or receive on this network show up here.',
  tokens: 'Tokens',
  priceOf: 'Price of 1 {symbol}',
  priceAt: '@ {price}',
  // NFTs tab
  nftsFailedHint: 'Something went wrong while reading your collectibles.',
  tryAgain: 'Try again',
  loadingNfts: 'Loading NFTs',
  noNfts: 'No NFTs yet',
  noNftsHint: 'Collectibles you mint or receive on this network show up here.',
  nfts: 'NFTs',
  // Activity tab
  noActivity: 'No activity yet',
  noActivityHint: 'Transactions of this account on this network show up here.',
  loadingMoreActivity: 'Loading more activity',
  loadMore: 'Load more',
  loadingActivity: 'Loading activity',
  today: 'Today',
  unknownDate: 'Unknown date',
  statusConfirmed: 'Confirmed',
  statusFailed: 'Failed',
  statusPending: 'Pending',
  activitySend: 'Sent',
  activityReceive: 'Received',
  activityTrade: 'Swapped',
  activityMint: 'Minted',
  activityApprove: 'Approved',
  activityExecute: 'Executed',
  activityDeposit: 'Deposited',
  activityWithdraw: 'Withdrew',
  activityBurn: 'Burned',
  activityBorrow: 'Borrowed',
  activityRepay: 'Repaid',
  activityClaim: 'Claimed',
  activityBuy: 'Bought',
  activityTo: 'To {address}',
  activityFrom: 'From {address}',
  activityNft: 'NFT',
  activityApproval: '{amount} for {spender}',
  activityUnlimited: 'Unlimited {symbol}',
  activitySwapRouter: 'the swap router',
  // Gates of the Send and Receive views (in the modal chunk, before their own chunks load)
  sendDisabled: 'Send is not enabled in this app.',
  receiveDisabled: 'Receive is not enabled',
  receiveDisabledHint:
    'This app has turned off receiving in the wallet modal. You can still copy your address from the Account view.',
  loading: 'Loading',
  receiveLoadFailed: 'Could not load Receive',
  receiveLoadFailedHint: 'Check your connection, then close the modal and try again.',
})

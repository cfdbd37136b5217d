/** What the page needs to build the Solana Wallet Standard wallet (no keys: signing stays in Node). */
export interface SolanaPageConfig {
  name: string
  icon: string
  chains: readonly string[]
}

/**
 * The page-side Solana wallet, as source text spliced into the page script (see page-script.ts for the
 * helpers in scope: config, callRole, toBase64, fromBase64, toError, guard, eachInput, roleHandlers,
 * registerStandardWallet). It registers itself through the Wallet Standard events, without the package.
 */
export function solanaPageSource(): string {
  return `
  if (config.solana) {
    const sol = config.solana;
    const accountFeatures = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'];
    const accountObjects = new Map();
    const toAccount = (account) => {
      // Apps compare accounts by identity, so one object per address.
      if (!accountObjects.has(account.address)) {
        accountObjects.set(account.address, Object.freeze({
          address: account.address,
          publicKey: fromBase64(account.publicKey),
          chains: Object.freeze(sol.chains.slice()),
          features: Object.freeze(accountFeatures.slice()),
          label: sol.name,
          icon: sol.icon,
        }));
      }
      return accountObjects.get(account.address);
    };
    let accounts = [];
    const changeListeners = new Set();
    const setAccounts = (list) => {
      const next = list.map(toAccount);
      if (next.length === accounts.length && next.every((account, i) => account === accounts[i])) return;
      accounts = next;
      for (const listener of [...changeListeners]) guard(listener, { accounts: accounts.slice() });
    };
    const addressOf = (input) => {
      const address = input && input.account && input.account.address;
      if (typeof address !== 'string') throw toError({ code: -32602, message: 'Expected { account } from this wallet.' });
      return address;
    };
    const call = (method, params) => callRole('solana', method, params);
    const wallet = {
      version: '1.0.0',
      name: sol.name,
      icon: sol.icon,
      chains: Object.freeze(sol.chains.slice()),
      get accounts() {
        return accounts.slice();
      },
      features: Object.freeze({
        'standard:connect': {
          version: '1.0.0',
          connect: async (input) => {
            const reply = await call('connect', { silent: !!(input && input.silent) });
            setAccounts(reply.accounts);
            return { accounts: accounts.slice() };
          },
        },
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: async () => {
            await call('disconnect', {});
            setAccounts([]);
          },
        },
        'standard:events': {
          version: '1.0.0',
          on: (event, listener) => {
            if (event !== 'change') return () => {};
            changeListeners.add(listener);
            return () => changeListeners.delete(listener);
          },
        },
        'solana:signMessage': {
          version: '1.1.0',
          signMessage: (...inputs) => eachInput(inputs, async (input) => {
            const reply = await call('signMessage', { account: addressOf(input), message: toBase64(input.message) });
            return {
              signedMessage: fromBase64(reply.signedMessage),
              signature: fromBase64(reply.signature),
              signatureType: 'ed25519',
            };
          }),
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: Object.freeze(['legacy', 0]),
          signTransaction: (...inputs) => eachInput(inputs, async (input) => {
            const reply = await call('signTransaction', {
              account: addressOf(input),
              transaction: toBase64(input.transaction),
              chain: input.chain,
            });
            return { signedTransaction: fromBase64(reply.signedTransaction) };
          }),
        },
        'solana:signAndSendTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: Object.freeze(['legacy', 0]),
          signAndSendTransaction: (...inputs) => eachInput(inputs, async (input) => {
            const reply = await call('signAndSendTransaction', {
              account: addressOf(input),
              transaction: toBase64(input.transaction),
              chain: input.chain,
              options: input.options,
            });
            return { signature: fromBase64(reply.signatureBytes) };
          }),
        },
      }),
    };
    roleHandlers.set('airlock:solana:change', (change) => setAccounts(change.accounts));
    registerStandardWallet(wallet);
  }
`
}

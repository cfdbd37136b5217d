/** What the page needs to build the Bitcoin wallet and sats-connect provider (no keys: signing stays in Node). */
export interface BitcoinPageConfig {
  name: string
  icon: string
  /** The Wallet Standard chain, 'bitcoin:regtest'. */
  chain: string
  /** Where the sats-connect provider lives on window, and its id in window.btc_providers. */
  providerId: string
}

/**
 * The sats-connect methods the provider answers (getInfo lists them).
 *
 * @example
 * satsConnectMethods.includes('sendTransfer') // true
 */
export const satsConnectMethods: readonly string[] = Object.freeze([
  'getInfo',
  'getAddresses',
  'getAccounts',
  'wallet_connect',
  'wallet_getAccount',
  'wallet_disconnect',
  'wallet_renouncePermissions',
  'signMessage',
  'sendTransfer',
  'signPsbt',
])

/**
 * The page-side Bitcoin wallet, as source text spliced into the page script (see page-script.ts for the
 * helpers in scope). It registers a Wallet Standard wallet with bitcoin:connect (payment and ordinals
 * accounts carrying `purpose`), bitcoin:signMessage (bytes of the base64 signature) and
 * bitcoin:signTransaction, and lists a sats-connect provider whose request() answers JSON-RPC envelopes.
 */
export function bitcoinPageSource(): string {
  return `
  if (config.bitcoin) {
    const bit = config.bitcoin;
    const call = (method, params) => callRole('bitcoin', method, params);
    const hexToBytes = (hex) => Uint8Array.from(hex.match(/../g) || [], (pair) => parseInt(pair, 16));
    const accountFeatures = ['bitcoin:signMessage', 'bitcoin:signTransaction'];
    const accountObjects = new Map();
    const toAccount = (entry) => {
      if (!accountObjects.has(entry.address)) {
        accountObjects.set(entry.address, Object.freeze({
          address: entry.address,
          publicKey: hexToBytes(entry.publicKey),
          chains: Object.freeze([bit.chain]),
          features: Object.freeze(accountFeatures.slice()),
          label: bit.name + (entry.purpose === 'ordinals' ? ' (ordinals)' : ''),
          icon: bit.icon,
          purpose: entry.purpose,
          addressType: entry.addressType,
        }));
      }
      return accountObjects.get(entry.address);
    };
    let accounts = [];
    const changeListeners = new Set();
    const providerListeners = new Map();
    const emitProvider = (event, payload) => {
      for (const listener of [...(providerListeners.get(event) || [])]) guard(listener, payload);
    };
    // Every connected address while connected, whatever purposes one connect asked for.
    const setAccounts = (list) => {
      const next = list.map(toAccount);
      if (next.length === accounts.length && next.every((account, i) => account === accounts[i])) return;
      accounts = next;
      for (const listener of [...changeListeners]) guard(listener, { accounts: accounts.slice() });
      if (accounts.length === 0) emitProvider('disconnect', { type: 'disconnect' });
      else emitProvider('accountChange', { type: 'accountChange', addresses: list });
    };
    const connect = async (params) => {
      const reply = await call('connect', params);
      setAccounts(reply.accounts);
      return { addresses: reply.addresses, network: reply.network };
    };
    const addressOf = (account) => {
      const address = account && account.address;
      if (typeof address !== 'string') throw toError({ code: -32602, message: 'Expected an account of this wallet.' });
      return address;
    };

    const wallet = {
      version: '1.0.0',
      name: bit.name,
      icon: bit.icon,
      chains: Object.freeze([bit.chain]),
      get accounts() {
        return accounts.slice();
      },
      features: Object.freeze({
        'standard:connect': {
          version: '1.0.0',
          connect: async (input) => {
            await connect({ silent: !!(input && input.silent) });
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
        'bitcoin:connect': {
          version: '0.1.0',
          connect: async (input) => {
            const reply = await connect({ purposes: input && input.purposes });
            return { accounts: reply.addresses.map(toAccount) };
          },
        },
        'bitcoin:signMessage': {
          version: '0.1.0',
          signMessage: (...inputs) => eachInput(inputs, async (input) => {
            const message = new TextDecoder().decode(Uint8Array.from(input.message || []));
            const reply = await call('signMessage', {
              address: addressOf(input.account),
              message,
              protocol: input.protocol || 'BIP322',
            });
            return { signedMessage: Uint8Array.from(input.message), signature: fromBase64(reply.signature) };
          }),
        },
        'bitcoin:signTransaction': {
          version: '0.1.0',
          signTransaction: (...inputs) => eachInput(inputs, async (input) => {
            const signInputs = {};
            let sigHash;
            for (const entry of input.inputsToSign || []) {
              const address = addressOf(entry.account);
              signInputs[address] = (signInputs[address] || []).concat(entry.signingIndexes || []);
              if (typeof entry.sigHash === 'number') sigHash = entry.sigHash;
            }
            const reply = await call('signPsbt', { psbt: toBase64(input.psbt), signInputs, sigHash });
            return { signedPsbt: fromBase64(reply.psbt) };
          }),
        },
      }),
    };
    roleHandlers.set('airlock:bitcoin:change', (change) => setAccounts(change.accounts));
    registerStandardWallet(wallet);

    // sats-connect (WBIP): request() never throws, it answers a JSON-RPC envelope.
    const satsCodes = { 4001: -32000, 4100: -32002, 4200: -32601, 4900: -32603 };
    const account = (reply) => ({ id: 'airlock-test-wallet', addresses: reply.addresses, walletType: 'software', network: reply.network });
    const methods = {
      getInfo: async () => ({ version: '1.0.0', methods: ${JSON.stringify(satsConnectMethods)}, supports: [] }),
      getAddresses: (params) => connect({ purposes: params.purposes }),
      getAccounts: async (params) => (await connect({ purposes: params.purposes })).addresses,
      wallet_connect: async (params) => account(await connect({ purposes: params.addresses })),
      wallet_getAccount: async () => {
        const reply = await call('getAccount', {});
        return account({ addresses: reply.addresses, network: reply.network });
      },
      wallet_disconnect: async () => { await call('disconnect', {}); setAccounts([]); return null; },
      wallet_renouncePermissions: async () => { await call('disconnect', {}); setAccounts([]); return null; },
      signMessage: (params) => call('signMessage', params),
      sendTransfer: (params) => call('sendTransfer', params),
      signPsbt: (params) => call('signPsbt', params),
    };
    let nextId = 1;
    const provider = {
      isAirlockTestWallet: true,
      async request(method, params) {
        const id = String(nextId++);
        const run = Object.prototype.hasOwnProperty.call(methods, method) ? methods[method] : undefined;
        if (!run) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found: ' + method } };
        try {
          return { jsonrpc: '2.0', id, result: await run(params && typeof params === 'object' ? params : {}) };
        } catch (error) {
          const code = error && typeof error.code === 'number' ? (satsCodes[error.code] || error.code) : -32603;
          return { jsonrpc: '2.0', id, error: { code, message: String(error && error.message || error) } };
        }
      },
      addListener(event, listener) {
        if (!providerListeners.has(event)) providerListeners.set(event, new Set());
        providerListeners.get(event).add(listener);
        return () => providerListeners.get(event).delete(listener);
      },
    };
    Object.defineProperty(window, bit.providerId, { value: provider, configurable: true, writable: true });
    const listed = Array.isArray(window.btc_providers) ? window.btc_providers : [];
    window.btc_providers = listed.filter((entry) => !entry || entry.id !== bit.providerId).concat([{
      id: bit.providerId,
      name: bit.name,
      icon: bit.icon,
      methods: ${JSON.stringify(satsConnectMethods)},
    }]);
  }
`
}

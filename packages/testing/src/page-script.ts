import { type BitcoinPageConfig, bitcoinPageSource } from './bitcoinWallet/page.ts'
import { type SolanaPageConfig, solanaPageSource } from './solana/page.ts'
import type { Eip6963ProviderInfo } from './wallet.ts'

/** Global names one installation uses in the page; unique per installation so several wallets can coexist. */
export interface PageNames {
  binding: string
  dispatcher: string
  installed: string
}

export interface PageScriptConfig {
  names: PageNames
  info: Eip6963ProviderInfo
  announce: boolean
  legacy: boolean
  /** Registers a Solana Wallet Standard wallet (the wallet's Solana role). */
  solana?: SolanaPageConfig
  /** Registers a Bitcoin Wallet Standard wallet and a sats-connect provider (the wallet's Bitcoin role). */
  bitcoin?: BitcoinPageConfig
}

/**
 * The page side of installTestWallet, as source text: a string rather than a serialized function because
 * transpilers may add helpers (esbuild's __name) that do not exist in the page. It defines the EIP-1193
 * provider whose request() calls the Node binding, a dispatcher Node calls to deliver wallet events, and
 * the EIP-6963 announcement; with the Solana and Bitcoin roles, also their Wallet Standard wallets (and the
 * sats-connect provider), which call the same binding with a `role`.
 */
export function pageScript(config: PageScriptConfig): string {
  return `(() => {
  const config = ${JSON.stringify(config)};
  const names = config.names;
  // Installing into an open page evaluates this once more in documents that already ran it.
  if (window[names.installed]) return;
  const hidden = (name, value) =>
    Object.defineProperty(window, name, { value, configurable: true, enumerable: false, writable: false });
  hidden(names.installed, true);

  const toError = (shape) => {
    const error = new Error(String(shape && shape.message || 'Unknown error'));
    error.code = shape && typeof shape.code === 'number' ? shape.code : -32603;
    if (shape && 'data' in shape) error.data = shape.data;
    return error;
  };
  const listeners = new Map();
  const provider = {
    isAirlockTestWallet: true,
    request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        return Promise.reject(toError({
          code: -32600,
          message: 'Expected a request object { method: string, params?: array | object }.',
        }));
      }
      const call = window[names.binding];
      if (typeof call !== 'function') {
        return Promise.reject(toError({ code: 4900, message: 'The provider is disconnected from all chains.' }));
      }
      return call({ method: args.method, params: args.params }).then(
        (reply) => {
          if (reply && reply.ok) return reply.result;
          throw toError(reply && reply.error);
        },
        (failure) => {
          // The Node side always replies, so this is Playwright failing: params it cannot serialize, or
          // the browser context closing.
          throw toError({ code: -32603, message: 'The test wallet could not be reached: ' +
            String(failure && failure.message || failure) });
        },
      );
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      const set = listeners.get(event);
      if (set) set.delete(listener);
      return provider;
    },
    isConnected() {
      return true;
    },
  };
  provider.addListener = provider.on;
  provider.off = provider.removeListener;

  // Role events (account changes of the Solana and Bitcoin wallets) go to their page-side wallet.
  const roleHandlers = new Map();
  const guard = (listener, payload) => {
    try {
      listener(payload);
    } catch (error) {
      setTimeout(() => { throw error; });
    }
  };
  const callRole = (role, method, params) => {
    const call = window[names.binding];
    if (typeof call !== 'function') {
      return Promise.reject(toError({ code: 4900, message: 'The wallet is disconnected.' }));
    }
    return call({ role, method, params }).then(
      (reply) => {
        if (reply && reply.ok) return reply.result;
        throw toError(reply && reply.error);
      },
      (failure) => {
        throw toError({ code: -32603, message: 'The test wallet could not be reached: ' +
          String(failure && failure.message || failure) });
      },
    );
  };
  const toBase64 = (bytes) => {
    let binary = '';
    for (const byte of Uint8Array.from(bytes)) binary += String.fromCharCode(byte);
    return btoa(binary);
  };
  const fromBase64 = (text) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  // Wallet Standard methods take several inputs and answer one output each; the prompts come one at a time.
  const eachInput = async (inputs, run) => {
    const outputs = [];
    for (const input of inputs) outputs.push(await run(input || {}));
    return outputs;
  };
  // What @wallet-standard/wallet's registerWallet does: announce now, and again to any app that gets ready.
  const registerStandardWallet = (wallet) => {
    const callback = ({ register }) => register(wallet);
    try {
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
    } catch (error) {
      console.error('wallet-standard:register-wallet event could not be dispatched', error);
    }
    try {
      window.addEventListener('wallet-standard:app-ready', ({ detail: api }) => callback(api));
    } catch (error) {
      console.error('wallet-standard:app-ready event listener could not be added', error);
    }
  };

  hidden(names.dispatcher, (event, payload) => {
    const roleHandler = roleHandlers.get(event);
    if (roleHandler) {
      guard(roleHandler, payload);
      return 1;
    }
    const set = listeners.get(event);
    if (!set) return 0;
    for (const listener of [...set]) {
      try {
        listener(payload);
      } catch (error) {
        // Like an event emitter's uncaught error, visible in the console, without starving other listeners.
        setTimeout(() => { throw error; });
      }
    }
    return set.size;
  });

  if (config.announce) {
    const info = Object.freeze(config.info);
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      );
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
  if (config.legacy) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true });
    window.dispatchEvent(new Event('ethereum#initialized'));
  }
${solanaPageSource()}
${bitcoinPageSource()}
})();
`
}

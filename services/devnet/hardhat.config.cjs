// The config `hardhat node` reads when startDevnet spawns it with this folder as its working directory.
// It is CommonJS because the package is ESM and hardhat 2 loads configs with require(). Contracts are compiled
// by scripts/compile.ts (solc-js) instead of hardhat, whose compiler download needs the internet.
// src/config.test.ts keeps these values in step with src/addresses.ts.
module.exports = {
  paths: {
    // Hardhat watches artifacts/build-info; keep anything it writes inside the git-ignored generated/ folder.
    artifacts: './generated/hardhat/artifacts',
    cache: './generated/hardhat/cache',
  },
  networks: {
    hardhat: {
      chainId: 31337,
      hardfork: 'cancun',
      accounts: {
        mnemonic: 'test test test test test test test test test test test junk',
        count: 10,
        accountsBalance: '10000000000000000000000',
      },
      mining: { auto: true, interval: 0 },
    },
  },
}

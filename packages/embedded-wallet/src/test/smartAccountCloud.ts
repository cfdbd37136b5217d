import { type Cloud, createCloud } from '@airlock/cloud'
import { type Devnet, devnetCloudErc4337, devnetCloudSmartAccounts, startDevnet } from '@airlock/devnet'

/**
 * A real devnet and a real cloud serving its bundler, paymaster and RPC gateway (as services/cloud's tests
 * start one: in-memory PGlite, free port, no logs). Tests of this package only: the package itself imports
 * nothing of ours.
 */

export const PROJECT = 'smart-account-test'

export interface SmartAccountStack {
  devnet: Devnet
  cloud: Cloud
  bundlerUrl: string
  paymasterUrl: string
  close(): Promise<void>
}

export async function startSmartAccountStack(projectId = PROJECT): Promise<SmartAccountStack> {
  const devnet = await startDevnet({ port: 0 })
  let cloud: Cloud | undefined
  try {
    cloud = await createCloud({
      port: 0,
      dataDir: 'memory://',
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: devnet.rpcUrl,
          erc4337: devnetCloudErc4337,
          smartAccounts: devnetCloudSmartAccounts,
        },
      ],
      projectsFile: null,
      logger: false,
      projectCacheMs: 0,
      indexer: false,
    } as Parameters<typeof createCloud>[0])
    await cloud.context.projects.create({ id: projectId })
  } catch (error) {
    await devnet.stop()
    throw error
  }
  const started = cloud
  return {
    devnet,
    cloud: started,
    bundlerUrl: `${started.url}/v1/bundler?projectId=${projectId}&chainId=eip155:31337&bundler=airlock`,
    paymasterUrl: `${started.url}/v1/paymaster?projectId=${projectId}&chainId=eip155:31337`,
    async close() {
      await started.close()
      await devnet.stop()
    },
  }
}

import { describe, expect, it } from 'vitest'
import { privateDependencies } from './privateDependencies.ts'
import { publishedManifests, workspacePackages } from './workspace.ts'

const packages = {
  workspace: new Set(['@airlock/devnet', '@airlock/cloud', '@airlock/core', '@airlock/testing']),
  published: new Set(['@airlock/core', '@airlock/testing']),
}

describe('privateDependencies', () => {
  it('names a dependency, optional dependency or required peer on a workspace package that is never packed', () => {
    expect(
      privateDependencies(
        {
          name: '@airlock/testing',
          version: '1.0.0',
          dependencies: { '@airlock/devnet': '0.1.0', '@airlock/core': '0.1.0', viem: '2' },
          optionalDependencies: { '@airlock/cloud': '0.1.0' },
          peerDependencies: { '@airlock/cloud': '0.1.0' },
        },
        packages,
      ),
    ).toEqual([
      '@airlock/testing depends on @airlock/devnet (dependencies), a workspace package that is never published',
      '@airlock/testing depends on @airlock/cloud (optionalDependencies), a workspace package that is never published',
      '@airlock/testing depends on @airlock/cloud (peerDependencies), a workspace package that is never published',
    ])
  })

  it('lets devDependencies and optional peers name private packages: a dapp never installs them unasked', () => {
    expect(
      privateDependencies(
        {
          name: '@airlock/testing',
          version: '1.0.0',
          devDependencies: { '@airlock/devnet': '0.1.0' },
          peerDependencies: { '@airlock/cloud': '0.1.0' },
          peerDependenciesMeta: { '@airlock/cloud': { optional: true } },
        },
        packages,
      ),
    ).toEqual([])
  })
})

describe('the packages npm run pack publishes', () => {
  const manifests = publishedManifests()
  const workspace = workspacePackages()
  const names = {
    workspace: new Set(workspace.map((each) => each.manifest.name)),
    published: new Set(manifests.keys()),
  }

  it('know every private workspace package (the devnet and the cloud among them)', () => {
    const unpublished = [...names.workspace].filter((name) => !names.published.has(name))
    expect(unpublished).toEqual(expect.arrayContaining(['@airlock/devnet', '@airlock/cloud']))
  })

  it.each([...manifests.keys()])('%s depends on no private workspace package', (name) => {
    expect(privateDependencies(manifests.get(name)!, names)).toEqual([])
  })
})

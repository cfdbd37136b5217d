import { describe, expect, it } from 'vitest'
import { publishablePackages } from './packages.ts'
import { publishedManifests, trackedTopLevelNames, workspacePackages } from './workspace.ts'

describe('workspacePackages', () => {
  it('reads every package of the workspaces, published or private', () => {
    const byName = new Map(workspacePackages().map((each) => [each.manifest.name, each]))
    expect(byName.get('@airlock/testing')?.folder).toBe('packages/testing')
    expect(byName.get('@airlock/devnet')?.manifest.private).toBe(true)
    expect(byName.get('@airlock/cloud')?.manifest.private).toBe(true)
  })
})

describe('publishedManifests', () => {
  it('holds each package npm run pack publishes, without its workspace-only fields', () => {
    const manifests = publishedManifests()
    expect(manifests.size).toBe(publishablePackages.length)
    expect(manifests.get('@airlock/testing')?.devDependencies).toBeUndefined()
  })
})

describe('trackedTopLevelNames', () => {
  it('names what git tracks at the root and in a package folder, not ignored build output', () => {
    const root = trackedTopLevelNames('.')
    expect([...root]).toEqual(expect.arrayContaining(['apps', 'e2e', 'packages', 'services', 'README.md']))
    expect(root.has('.pack')).toBe(false)
    const testing = trackedTopLevelNames('packages/testing')
    expect(testing.has('src')).toBe(true)
    expect(testing.has('dist')).toBe(false)
  })
})

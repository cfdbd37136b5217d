import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
} from '@microsoft/api-extractor'
import type { Reports } from './apiChangeset.ts'
import { expandPattern, type PackageManifest, publishedManifest } from './manifest.ts'

/**
 * A package's API reports: one Markdown file per published entry point (packages/<name>/api/<entry>.api.md),
 * written by API Extractor from the entry's built declarations (dist/*.d.ts). The report lists every exported
 * name with its full type, so a change to what a dapp can import or call shows in review; types an export uses
 * but the entry does not export are flagged in it (ae-forgotten-export).
 */

export interface ApiEntry {
  /** The subpath a dapp imports, e.g. '.', './smart-account', './locales/es'. */
  subpath: string
  /** The entry's declaration file, absolute. */
  declaration: string
  /** Its report, relative to api/: '.' is 'index.api.md', './locales/es' is 'locales/es.api.md'. */
  report: string
}

/** The report file of a subpath. */
export function reportName(subpath: string): string {
  return subpath === '.' ? 'index.api.md' : `${subpath.slice(2)}.api.md`
}

/**
 * Every published entry point of a built package with its declaration file. A subpath pattern ('./locales/*')
 * is one entry per declaration it matches in dist/; exports only the workspace resolves (test helpers) are left
 * out, as npm run pack leaves them out of the tarball.
 */
export function apiEntries(folder: string, manifest: PackageManifest): ApiEntry[] {
  const dist = join(folder, 'dist')
  const files = existsSync(dist)
    ? readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => `./dist/${file}`)
    : []
  return Object.entries(publishedManifest(manifest).exports ?? {}).flatMap(([subpath, target]) => {
    const types = typeof target === 'object' ? target.types : undefined
    if (typeof types !== 'string') return []
    return expandPattern(subpath, types, files).map((each) => ({
      subpath: each.subpath,
      declaration: join(folder, each.file),
      report: reportName(each.subpath),
    }))
  })
}

/** How API Extractor reads the declarations: as the package builds resolve them, without the source condition. */
const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  skipLibCheck: true,
  // Declarations of the Node-side entries (@airlock/testing, @airlock/protocol/node) use Node's global types.
  types: ['node'],
}

/**
 * The reports of a built package (its dist/ must hold the declarations, and those of the workspace packages it
 * imports). One TypeScript program serves all its entries. Throws when API Extractor reports an error.
 */
export function generateReports(folder: string, manifest: PackageManifest): Reports {
  const entries = apiEntries(folder, manifest)
  if (entries.length === 0) throw new Error(`${manifest.name}: no built entry point in ${folder}/dist`)
  const work = mkdtempSync(join(tmpdir(), 'airlock-api-'))
  try {
    const configs = entries.map((entry, index) => {
      const out = join(work, String(index))
      mkdirSync(join(out, 'folder'), { recursive: true })
      mkdirSync(join(out, 'temp'), { recursive: true })
      return ExtractorConfig.prepare({
        configObject: {
          projectFolder: folder,
          mainEntryPointFilePath: entry.declaration,
          compiler: { overrideTsconfig: { compilerOptions, files: entries.map((each) => each.declaration) } },
          apiReport: {
            enabled: true,
            reportFileName: 'report',
            reportFolder: join(out, 'folder'),
            reportTempFolder: join(out, 'temp'),
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          newlineKind: 'lf',
          messages: {
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
            // Release tags (@public, @beta) and TSDoc syntax are not how this repository documents its API.
            extractorMessageReporting: {
              default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
              'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
            },
            tsdocMessageReporting: {
              default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
            },
          },
        },
        configObjectFullPath: undefined,
        packageJsonFullPath: join(folder, 'package.json'),
      })
    })
    const [first] = configs
    if (!first) throw new Error(`${manifest.name}: no entry point`)
    const compilerState = CompilerState.create(first, {
      additionalEntryPoints: entries.map((each) => each.declaration),
    })
    const reports: Reports = new Map()
    for (const [index, config] of configs.entries()) {
      const entry = entries[index] as ApiEntry
      const errors: string[] = []
      const result = Extractor.invoke(config, {
        localBuild: true,
        compilerState,
        messageCallback: (message: ExtractorMessage) => {
          if (message.logLevel === ExtractorLogLevel.Error)
            errors.push(message.formatMessageWithLocation(folder))
          message.handled = true
        },
      })
      if (!result.succeeded || errors.length > 0)
        throw new Error(`${manifest.name} ${entry.subpath}: API Extractor failed:\n${errors.join('\n')}`)
      reports.set(
        entry.report,
        tidyReport(readFileSync(join(work, String(index), 'temp', 'report.api.md'), 'utf8')),
      )
    }
    return reports
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * The report without API Extractor's notes on release tags (`// @public`), on members without a doc comment
 * (`// (undocumented)`) and on the missing package comment: this repository marks neither, so those notes are on
 * every line and would bury the types, which are what a reviewer reads.
 */
export function tidyReport(report: string): string {
  const notes =
    /^\s*\/\/ (?:@public(?: \(undocumented\))?|\(undocumented\)|\(No @packageDocumentation comment for this package\))$/
  return report
    .split('\n')
    .filter((line) => !notes.test(line))
    .join('\n')
}

/** Writes a package's reports to its api/ folder, removing the reports of entries it no longer has. */
export function writeReports(folder: string, reports: Reports) {
  const api = join(folder, 'api')
  rmSync(api, { recursive: true, force: true })
  for (const [file, text] of reports) {
    mkdirSync(dirname(join(api, file)), { recursive: true })
    writeFileSync(join(api, file), text)
  }
}

/** A unified diff from the checked-in text to the generated one ('' for a missing file), without git's header. */
export function reportDiff(checkedIn: string, generated: string): string {
  const work = mkdtempSync(join(tmpdir(), 'airlock-api-diff-'))
  try {
    writeFileSync(join(work, 'checked-in'), checkedIn)
    writeFileSync(join(work, 'built'), generated)
    let output = ''
    try {
      execFileSync('git', ['diff', '--no-index', '--no-color', 'checked-in', 'built'], {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    } catch (error) {
      // git diff exits 1 when the files differ; the diff is on stdout.
      output = (error as { stdout?: string }).stdout ?? ''
    }
    return output.slice(Math.max(0, output.indexOf('\n@@') + 1))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * What differs between the checked-in reports and the ones the build declares, as one message per file with
 * its diff, naming the command that rewrites them. `folder` is the package's folder; paths are shown from `root`.
 */
export function reportProblems(
  root: string,
  folder: string,
  checkedIn: Reports,
  generated: Reports,
): string[] {
  const files = [...new Set([...checkedIn.keys(), ...generated.keys()])].sort()
  return files.flatMap((file) => {
    const [was, now] = [checkedIn.get(file), generated.get(file)]
    if (was === now) return []
    const path = relative(root, join(folder, 'api', file))
    const what =
      was === undefined
        ? `${path} is missing (a new entry point)`
        : now === undefined
          ? `${path} is checked in, but the package no longer has that entry point`
          : `${path} differs from the API the build declares`
    return [`${what}:\n${reportDiff(was ?? '', now ?? '')}`]
  })
}

/** The sentence that ends a report mismatch: how to accept the change on purpose. */
export const UPDATE_HINT =
  'If the change is meant, run `npm run api:update` (it rewrites the reports and the exports snapshots), review and commit them, and add a changeset naming the package (`npx changeset`).'

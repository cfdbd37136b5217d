import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { commentLines, commentSyntax } from './comments.ts'

/** A comment line that sends its reader to a document the repository does not hold. */
export interface Citation {
  file: string
  line: number
  /** What kind of document it cites, in a few words. */
  kind: string
  text: string
}

/** A public standard's name: standing before the word, it names a document anyone can read (EIP-4361's). */
const STANDARD =
  '(?:EIP|ERC|CAIP|RFC|BIP|SLIP|SIP|W3C|WHATWG|HTML|CSS|ECMAScript|WebAuthn|OIDC|OpenID|OAuth|JSON-RPC|JSON|Wallet Standard|SIWE|WalletConnect|Esplora|Solana|Bitcoin|Farcaster|ENS|PSBT|Intl|DOM|URL|ARIA|WCAG)'

/**
 * What counts as a citation of the product's own documents, which live outside the repository: its
 * requirements document by section or by name alone, its design notes, its wire notes, its issue tracker. Public
 * standards (EIP-1193, CAIP-2, RFC 6455, WebAuthn, OIDC) are fine: anyone can read them. Each pattern is tried on
 * one comment line; urls are left out first, so a link to another project's issue is not taken for ours.
 */
const PATTERNS: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  { kind: 'spec section', pattern: /\bspec(?:ification)?(?:'s)?\s+(?:sections?|§|chapters?|parts?)\s*\d/i },
  { kind: 'spec section', pattern: /\bspec(?:ification)?(?:'s)?\s*§/i },
  { kind: 'spec section', pattern: /\bthe\s+spec(?:ification)?'s\s+sections?\s*\d/i },
  {
    kind: 'the spec',
    // Not a file name ('connect.spec.ts'): no dot just before, and no dot followed by a letter after.
    pattern: new RegExp(
      `(?<!${STANDARD}[\\w.-]*\\s+|[.\\w-])spec(?:ification)?(?:'s)?(?![\\w-]|\\.\\w)`,
      'i',
    ),
  },
  { kind: 'product-spec', pattern: /\bproduct-spec\b/i },
  { kind: 'WIRE.md', pattern: /\bWIRE(?:\.md\b|\s*§|\s+(?:sections?|rules?)\s*\d)/ },
  { kind: 'DESIGN.md', pattern: /\bDESIGN\.md\b|\bDESIGN(?:'s)?\s*(?:§|sections?\s*\d)/i },
  // Not the verb: 'may issue 2 requests'.
  {
    kind: 'issue number',
    pattern:
      /(?<!\b(?:to|may|might|can|could|will|would|should|must|we|they|it|then|and|or)\s+)\b(?:issues?|PRs?|pull requests?)\s+(?:show\s+)?#?\d+/i,
  },
  // A hash and number in parentheses; a bare hash and number is an account, a colour or an NFT number.
  { kind: 'issue number', pattern: /\((?:see\s+)?#\d+\)/i },
]

/** Urls, which name public pages (another project's issue, a standard), are not read for citations. */
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi

/**
 * The citations on one comment line: the first kind of citation each line makes, or nothing.
 *
 * @example
 * citationKind('// EIP-1193 says so') // undefined: a public standard anyone can read
 */
export function citationKind(line: string): string | undefined {
  const text = line.replace(URL, ' ')
  return PATTERNS.find(({ pattern }) => pattern.test(text))?.kind
}

/** The citations in one file's comments (`path` tells its comment syntax by extension). */
export function citationsIn(path: string, text: string): Citation[] {
  return commentLines(path, text).flatMap(({ line, text: comment }) => {
    const kind = citationKind(comment)
    return kind === undefined ? [] : [{ file: path, line, kind, text: comment }]
  })
}

/**
 * Which of the repository's files the check reads. Product code and its docs: the packages, services, apps,
 * consumer apps, scripts and benchmarks, and every markdown page. Left out:
 * - tests (`*.test.ts(x)`, `*.test-d.ts`, the browser tests and their helpers in `e2e/`, test doubles in
 *   `test/` folders and snapshots): what they pin is read in the code they test (`--tests` reads them too);
 * - generated files: the API reports (`packages/*\/api/*.api.md`, written from the JSDoc, which is read) and
 *   the changelogs (written from `.changeset/*.md`, which are read);
 * - the cloud's released SQL migrations: each database keeps their sha256, so their text never changes.
 */
export function isChecked(path: string, options: { tests?: boolean } = {}): boolean {
  if (commentSyntax(path) === undefined) return false
  if (/(^|\/)(node_modules|dist|generated)\//.test(path)) return false
  if (/^packages\/[^/]+\/api\/.*\.api\.md$/.test(path) || /(^|\/)CHANGELOG\.md$/.test(path)) return false
  if (path.startsWith('bench/kits/apps/')) return false
  if (options.tests) return true
  if (/\.test(-d)?\.[cm]?[jt]sx?$/.test(path) || /(^|\/)__snapshots__\//.test(path)) return false
  if (path.startsWith('e2e/') || /(^|\/)test\//.test(path)) return false
  return true
}

/** The files git tracks (and new ones it would track) that the check reads, from the repository root. */
export function checkedFiles(root: string, options: { tests?: boolean } = {}): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return [...new Set(listed.split('\n'))].filter((path) => path !== '' && isChecked(path, options)).sort()
}

/** Every citation in the repository's checked files. */
export function findCitations(root: string, options: { tests?: boolean } = {}): Citation[] {
  return checkedFiles(root, options).flatMap((path) => {
    let text: string
    try {
      text = readFileSync(join(root, path), 'utf8')
    } catch {
      return [] // listed by git but deleted in the work tree
    }
    return citationsIn(path, text)
  })
}

// `npm run check:citations` (`-- --tests` reads the tests too): prints each citation as file:line, its kind and
// the comment's text, and fails when there is any.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, '..', '..')
  const found = findCitations(root, { tests: process.argv.includes('--tests') })
  for (const citation of found)
    console.log(`${citation.file}:${citation.line}: ${citation.kind}: ${citation.text}`)
  const files = new Set(found.map((citation) => citation.file)).size
  if (found.length > 0) {
    console.error(
      `\n✖ ${found.length} comment line(s) in ${files} file(s) cite a document outside the repository. State the rule itself, or link a docs page by its repository path.`,
    )
    process.exit(1)
  }
  console.log('✔ No comment cites a document outside the repository')
}

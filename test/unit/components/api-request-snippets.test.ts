import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  API_KEY_ENV_VAR,
  curlSnippet,
  javascriptSnippet,
  pythonSnippet,
  shellQuote,
} from '../../../src/components/api-request/snippets'

const KNOWN_KEY = 'sr1-0123456789abcdef0123456789abcdef'
const NASTY_URL = `https://api.example/ratings/defi?q=it's "fine" & more $HOME \`x\`&severity=high%2Ccritical&name=a b`

/** What `sh` makes of a word: the snippet's shell quoting, checked by a real shell. */
function shellWord(word: string): string {
  return execFileSync('sh', ['-c', `printf '%s' ${word}`], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } })
}

describe('shell quoting', () => {
  it.each([
    ['ampersands', 'https://a.example/x?type=lending&sort=tvl&order=desc'],
    ['spaces', 'https://a.example/x?name=two words'],
    ['single and double quotes', `https://a.example/x?q=it's "quoted"`],
    ['dollar signs and backticks', 'https://a.example/x?q=$HOME`id`'],
    ['a comma list', 'https://a.example/x?severity=high,critical'],
  ])('keeps %s literal as one word', (_name, text) => {
    expect(shellWord(shellQuote(text))).toBe(text)
  })
})

describe('the cURL snippet', () => {
  it('passes the URL literally and the key from the environment, as a shell runs it', () => {
    const snippet = curlSnippet(NASTY_URL)
    // Replace curl by a printer of its arguments: what the shell would hand curl.
    const args = execFileSync('sh', ['-c', `curl() { printf '%s\\n' "$@"; }; ${snippet}`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', [API_KEY_ENV_VAR]: KNOWN_KEY },
    })
    expect(args.split('\n')).toEqual(['-sS', '-H', `X-API-Key: ${KNOWN_KEY}`, NASTY_URL, ''])
  })
})

describe('the JavaScript and Python snippets', () => {
  it('hold the URL as a string literal that reads back exactly', () => {
    const js = javascriptSnippet(NASTY_URL)
    const literal = /fetch\(("(?:[^"\\]|\\.)*")/.exec(js)![1]!
    expect(JSON.parse(literal)).toBe(NASTY_URL)
    expect(js).toContain(`process.env.${API_KEY_ENV_VAR}`)

    const py = pythonSnippet(NASTY_URL)
    expect(py).toContain(`os.environ["${API_KEY_ENV_VAR}"]`)
    expect(py).toContain(`    ${JSON.stringify(NASTY_URL)},`)
  })

  it('is JavaScript that parses', () => {
    // Parsing only (new Function does not run it): a syntax error in the template fails here.
    expect(() => new Function(javascriptSnippet(NASTY_URL))).not.toThrow()
  })
})

describe('no snippet contains the key', () => {
  it.each([
    ['cURL', curlSnippet],
    ['JavaScript', javascriptSnippet],
    ['Python', pythonSnippet],
  ])('%s', (_name, build) => {
    const text = build(`https://api.example/ratings/defi?limit=10`)
    expect(text).not.toContain(KNOWN_KEY)
    expect(text).not.toMatch(/sr1-[0-9a-f]{8,}/)
    expect(text).toContain(API_KEY_ENV_VAR)
  })
})

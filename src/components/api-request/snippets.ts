/*
 * The code a person copies to repeat a view's request. None of it holds the
 * key: every snippet reads it from the environment variable below, so it can
 * be pasted into a chat or a repository without leaking anything.
 */

export const API_KEY_ENV_VAR = 'STAKING_REWARDS_API_KEY'
export const API_KEY_HEADER = 'X-API-Key'

/** The header as the panel prints it: the shell's spelling of the variable. */
export const API_KEY_HEADER_LINE = `${API_KEY_HEADER}: $${API_KEY_ENV_VAR}`

/**
 * A POSIX shell word that is exactly `text`: single quotes keep `&`, `$`,
 * spaces and `"` literal; a single quote itself closes the quotes, is
 * escaped, and opens them again.
 */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

/**
 * A string literal valid in both JavaScript and Python. JSON's escapes
 * (`\"`, `\\`, `\n`, `\uXXXX`) mean the same in both languages.
 */
function stringLiteral(text: string): string {
  // U+2028/2029 are escaped too: old JavaScript engines end a line at them.
  return JSON.stringify(text).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')
}

/** `curl`: the header in double quotes so the shell fills in the variable; the URL in single quotes so it stays one literal word. */
export function curlSnippet(url: string): string {
  return `curl -sS -H "${API_KEY_HEADER}: $${API_KEY_ENV_VAR}" ${shellQuote(url)}`
}

/** `fetch` in Node 18+ (or a browser console with the key pasted in place of `process.env`). */
export function javascriptSnippet(url: string): string {
  return [
    `fetch(${stringLiteral(url)}, {`,
    `  headers: { ${stringLiteral(API_KEY_HEADER)}: process.env.${API_KEY_ENV_VAR} },`,
    `})`,
    `  .then((response) => {`,
    '    if (!response.ok) throw new Error(`HTTP ${response.status}`)',
    `    return response.json()`,
    `  })`,
    `  .then((body) => console.log(body))`,
    '',
  ].join('\n')
}

/** `requests`, with a timeout so a script never hangs. */
export function pythonSnippet(url: string): string {
  return [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.get(',
    `    ${stringLiteral(url)},`,
    `    headers={${stringLiteral(API_KEY_HEADER)}: os.environ[${stringLiteral(API_KEY_ENV_VAR)}]},`,
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
    '',
  ].join('\n')
}

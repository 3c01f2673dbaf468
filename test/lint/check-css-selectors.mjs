#!/usr/bin/env node
/**
 * Fails when one selector is defined in two stylesheets.
 *
 * The app ships one stylesheet (`cssCodeSplit: false`), so a class defined in
 * two files is not two styles but one rule silently overriding the other,
 * decided by import order. The rule that keeps them apart: every class of a
 * component starts with its block name (`.data-table-…`, `.keys-…`), and a
 * file styles only its own blocks. This script checks the outcome: each
 * selector (and each `@keyframes` name) is defined in one file only. The same
 * file may repeat a selector (a media query adjusting its own rule).
 *
 *   node test/lint/check-css-selectors.mjs [folder …]   (default: src)
 *
 * Exit code 1 and one line per shared selector when any is found.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

/** At-rules whose blocks hold ordinary rules (their selectors count as the file's). */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope'])

/**
 * The selectors a stylesheet defines, with their line numbers. Understands
 * comments, strings, grouping at-rules and `@keyframes`; declaration blocks
 * are skipped whole (nested rules inside them are not read).
 * @param {string} css
 * @returns {Array<{ selector: string, line: number }>}
 */
export function selectorsOf(css) {
  /** @type {Array<{ selector: string, line: number }>} */
  const found = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  let index = 0
  let preludeStart = 0

  const lineAt = (offset) => text.slice(0, offset).split('\n').length

  /** Index just after the `}` that closes the block opened at `open`. */
  const skipBlock = (open) => {
    let depth = 0
    for (let i = open; i < text.length; i += 1) {
      const char = text[i]
      if (char === '"' || char === "'") i = text.indexOf(char, i + 1)
      else if (char === '{') depth += 1
      else if (char === '}' && (depth -= 1) === 0) return i + 1
      if (i < 0) break
    }
    return text.length
  }

  while (index < text.length) {
    const char = text[index]
    if (char === '"' || char === "'") {
      index = text.indexOf(char, index + 1) + 1 || text.length
      continue
    }
    if (char === ';' || char === '}') {
      // An at-statement (`@import …;`) or the end of a grouping block.
      index += 1
      preludeStart = index
      continue
    }
    if (char !== '{') {
      index += 1
      continue
    }
    const prelude = text.slice(preludeStart, index).trim()
    const line = lineAt(preludeStart + (text.slice(preludeStart, index).length - text.slice(preludeStart, index).trimStart().length))
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1] ?? ''
      if (GROUPING_AT_RULES.has(name)) {
        index += 1
        preludeStart = index
        continue
      }
      if (name.endsWith('keyframes')) found.push({ selector: `@keyframes ${prelude.slice(name.length + 1).trim()}`, line })
      index = skipBlock(index)
      preludeStart = index
      continue
    }
    for (const selector of splitSelectorList(prelude)) found.push({ selector, line })
    index = skipBlock(index)
    preludeStart = index
  }
  return found
}

/**
 * `a, b > c` → ["a", "b > c"], commas inside parentheses or brackets kept, whitespace normalised.
 * @param {string} prelude
 */
function splitSelectorList(prelude) {
  const parts = []
  let depth = 0
  let current = ''
  for (const char of prelude) {
    if (char === '(' || char === '[') depth += 1
    else if (char === ')' || char === ']') depth -= 1
    if (char === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += char
  }
  parts.push(current)
  return parts
    .map((part) => part.replace(/\s+/g, ' ').replace(/\s*([>+~])\s*/g, ' $1 ').trim())
    .filter(Boolean)
}

/**
 * @param {string} folder
 * @returns {string[]}
 */
function cssFilesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .toSorted()
}

/**
 * Selectors defined in more than one of the given files.
 * @param {Array<{ file: string, css: string }>} sheets
 * @returns {Array<{ selector: string, places: string[] }>}
 */
export function sharedSelectors(sheets) {
  /** @type {Map<string, Map<string, number>>} selector → file → first line */
  const where = new Map()
  for (const { file, css } of sheets) {
    for (const { selector, line } of selectorsOf(css)) {
      const files = where.get(selector) ?? new Map()
      if (!files.has(file)) files.set(file, line)
      where.set(selector, files)
    }
  }
  return [...where]
    .filter(([, files]) => files.size > 1)
    .map(([selector, files]) => ({ selector, places: [...files].map(([file, line]) => `${file}:${line}`) }))
}

function main(folders) {
  const sheets = folders
    .flatMap(cssFilesUnder)
    .map((file) => ({ file: relative(process.cwd(), file), css: readFileSync(file, 'utf8') }))
  const shared = sharedSelectors(sheets)
  for (const { selector, places } of shared) {
    console.error(`${selector}  is defined in ${places.length} stylesheets: ${places.join(', ')}`)
  }
  if (shared.length) {
    console.error(`${shared.length} selector(s) defined in more than one stylesheet; with one stylesheet for the app, one silently overrides the other. Prefix each component's classes with its block name.`)
    process.exitCode = 1
  } else {
    console.log(`CSS selectors: ${sheets.length} stylesheets, no selector defined in two of them.`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folders = process.argv.slice(2)
  main(folders.length ? folders : ['src'])
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

/*
 * A clean install on the oldest Node the project supports prints no engine warning: every package in the lock file
 * declares (or leaves open) that version. npm warns, five lines a package, for each one that does not; a newcomer's
 * first screen then looks broken although everything works.
 */
// semver ships no types of its own; this is the one function used.
const { minVersion, satisfies } = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null
  satisfies: (version: string, range: string) => boolean
}

interface LockEntry {
  version?: string
  engines?: { node?: string } | string[]
}

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'))

describe('engines', () => {
  const project = read('package.json') as { engines: { node: string } }
  const oldest = minVersion(project.engines.node)?.version

  it('names the oldest supported Node in package.json', () => {
    expect(oldest).toBe('20.19.0')
  })

  it('every locked package admits the oldest supported Node, so npm install prints no engine warning', () => {
    const lock = read('package-lock.json') as { packages: Record<string, LockEntry> }
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node
        return range && !satisfies(oldest!, range) ? [`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${range}`] : []
      })
    expect(refusing).toEqual([])
  })
})

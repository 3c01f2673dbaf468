/**
 * Storage that never throws: private browsing, quotas and disabled storage
 * must not break the dashboard, only its memory.
 */
type Area = 'local' | 'session'

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return null
  }
}

/** Every stored name starts with this (the early request script of index.html reads the connection by it too). */
export const STORAGE_PREFIX = 'ratings-dashboard:'
const PREFIX = STORAGE_PREFIX

export function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(PREFIX + key) ?? null
  } catch {
    return null
  }
}

export function writeStored(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which)
    if (value === null) storage?.removeItem(PREFIX + key)
    else storage?.setItem(PREFIX + key, value)
  } catch {
    // Full or blocked storage only costs the preference.
  }
}

/**
 * Like writeStored, but says whether the value was kept (false: storage is
 * full or blocked), for a change the person made that must not be lost
 * without a word.
 */
export function tryWriteStored(which: Area, key: string, value: string | null): boolean {
  try {
    const storage = area(which)
    if (!storage) return false
    if (value === null) storage.removeItem(PREFIX + key)
    else storage.setItem(PREFIX + key, value)
    return true
  } catch {
    return false
  }
}

export function readStoredJson<T>(which: Area, key: string, parse: (value: unknown) => T | null): T | null {
  const raw = readStored(which, key)
  if (raw === null) return null
  try {
    return parse(JSON.parse(raw))
  } catch {
    return null
  }
}

export function writeStoredJson(which: Area, key: string, value: unknown): void {
  writeStored(which, key, JSON.stringify(value))
}

// What the main-thread benches share (bench-ui.mjs, bench-portfolio.mjs): Chromium's own count of a page's
// main-thread work, and the floor it is judged against, the same change made by the browser alone.

/**
 * Main-thread task time so far, in ms (Chromium's own count), less the time the page spent answering the bench's
 * DevTools commands (its polls, a file set on an input): not the page's work. Needs `Performance.enable`.
 */
export async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const seconds = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0
  return (seconds('TaskDuration') - seconds('DevToolsCommandDuration')) * 1000
}

/**
 * Installed before the app (`context.addInitScript(watchPending)`): counts the page's timers due soon and its
 * requests under way, which is what `idle` waits out.
 */
export function watchPending() {
  const timers = new Set()
  let requests = 0
  const { setTimeout: set, clearTimeout: clear, fetch: send } = window
  window.setTimeout = (handler, delay = 0, ...rest) => {
    // A timer a second or more away is not part of what a change starts (a cache's clean-up, a refresh, a ticker).
    if (typeof handler !== 'function' || delay >= 1_000) return set(handler, delay, ...rest)
    const id = set((...args) => {
      timers.delete(id)
      handler(...args)
    }, delay, ...rest)
    timers.add(id)
    return id
  }
  window.clearTimeout = (id) => {
    timers.delete(id)
    clear(id)
  }
  window.fetch = (...args) => {
    requests += 1
    return send(...args).finally(() => {
      requests -= 1
    })
  }
  Object.assign(window, { __benchPending: () => timers.size + requests })
}

/**
 * Drawn and idle: two frames since the last change, then an idle period the browser gives in full (nothing to draw,
 * no task queued) while no timer is due soon and no request is under way. Needs `watchPending`.
 */
export async function idle(page) {
  const reached = await page.evaluate(
    (timeout) =>
      new Promise((done) => {
        const pending = Reflect.get(window, '__benchPending')
        if (typeof pending !== 'function') return done('watchPending is not installed in this page')
        const giveUp = performance.now() + timeout
        const check = (deadline) => {
          if (deadline.timeRemaining() >= 40 && pending() === 0) return done(null)
          if (performance.now() > giveUp) return done(`still busy after ${timeout} ms: ${pending()} timers and requests pending`)
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(check)))
        }
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(check)))
      }),
    60_000,
  )
  if (reached !== null) throw new Error(`The page did not become idle: ${reached}`)
}

/**
 * Waits for `predicate` with a plain DOM check every 100 ms. Playwright's default polls on every frame, and its
 * locators work out roles and names in the page's main thread: work that would be counted as the page's.
 */
export const until = (page, predicate, arg, timeout = 120_000) => page.waitForFunction(predicate, arg, { polling: 100, timeout })

/**
 * In the page: the DOM operations that turn the markup `before` into `after`, as few and as deep as the markup
 * allows. Both are parsed (in a template, inert) and walked side by side: a node whose markup is the same is left;
 * an element of the same tag with as many child nodes keeps its place (its changed attributes set, its children
 * walked); anything else is replaced whole by its new markup, as the browser would set it by outerHTML. Each
 * operation names its node by the child indexes from the root. Self-contained: it runs in the page.
 */
export function markupChanges({ before, after }) {
  const parse = (html) => {
    const template = document.createElement('template')
    template.innerHTML = html
    return template.content
  }
  const markup = (node) => {
    if (node.nodeType === Node.ELEMENT_NODE) return node.outerHTML
    const box = document.createElement('div')
    box.append(node.cloneNode())
    return box.innerHTML
  }
  const changes = []
  const walk = (old, next, path) => {
    const oldChildren = [...old.childNodes]
    const nextChildren = [...next.childNodes]
    if (oldChildren.length !== nextChildren.length) {
      changes.push({ kind: 'children', path, html: nextChildren.map(markup).join('') })
      return
    }
    nextChildren.forEach((child, index) => {
      const was = oldChildren[index]
      if (markup(was) === markup(child) && was.nodeType === child.nodeType) return
      const at = [...path, index]
      if (child.nodeType !== Node.ELEMENT_NODE || was.nodeType !== Node.ELEMENT_NODE) {
        if (child.nodeType === Node.TEXT_NODE && was.nodeType === Node.TEXT_NODE) changes.push({ kind: 'text', path: at, text: child.textContent })
        else changes.push({ kind: 'children', path, html: nextChildren.map(markup).join('') })
        return
      }
      if (was.tagName !== child.tagName) {
        changes.push({ kind: 'element', path: at, html: child.outerHTML })
        return
      }
      const attributes = {}
      for (const { name, value } of child.attributes) if (was.getAttribute(name) !== value) attributes[name] = value
      const removed = [...was.attributes].map(({ name }) => name).filter((name) => !child.hasAttribute(name))
      if (Object.keys(attributes).length || removed.length) changes.push({ kind: 'attributes', path: at, attributes, removed })
      walk(was, child, at)
    })
  }
  walk(parse(before), parse(after), [])
  // One replacement of a parent's children covers every change beneath it.
  const covering = changes.filter((change) => change.kind === 'children')
  const under = (path, parent) => path.length > parent.length && parent.every((step, index) => path[index] === step)
  return changes.filter((change) => !covering.some((parent) => parent !== change && under(change.path, parent.path)))
}

/**
 * In the page: makes `changes` (from markupChanges) to the element `selector` names, in one task of the page's
 * own (a timer, not the DevTools command that schedules it, whose time is not counted). Self-contained.
 */
export function applyMarkupChanges({ selector, changes }) {
  const root = document.querySelector(selector)
  const nodeAt = (path) => path.reduce((node, index) => node.childNodes[index], root)
  setTimeout(() => {
    // Deepest first: a replacement does not move the nodes the others name.
    for (const change of changes.toSorted((a, b) => b.path.length - a.path.length)) {
      const node = nodeAt(change.path)
      if (change.kind === 'children') node.innerHTML = change.html
      else if (change.kind === 'text') node.textContent = change.text
      else if (change.kind === 'element') node.outerHTML = change.html
      else {
        for (const [name, value] of Object.entries(change.attributes)) node.setAttribute(name, value)
        for (const name of change.removed) node.removeAttribute(name)
      }
    }
    // Style and layout now, in this task, as a script's change would be followed by the frame that draws it.
    void root.getBoundingClientRect()
  }, 0)
}

/**
 * The floor of a change: the main-thread work the browser alone spends turning `selector`'s markup from `before`
 * into `after` (the changed nodes set from markup, no script of the app), in the page as it is, at its slowdown.
 * The element's markup is first set to `before`, untimed, so the app's own DOM there is gone: call it once the
 * page is no longer used for anything else. The median of `repeats` readings.
 */
export async function floorMs(cdp, page, selector, before, after, repeats = 3) {
  const changes = await page.evaluate(markupChanges, { before, after })
  const times = []
  // The floor is small beside the work and a single reading of it swings with the machine: the median of a few.
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    await page.evaluate(({ selector, html }) => void (document.querySelector(selector).innerHTML = html), { selector, html: before })
    await idle(page)
    const started = await taskMs(cdp)
    await page.evaluate(applyMarkupChanges, { selector, changes })
    await idle(page)
    times.push((await taskMs(cdp)) - started)
  }
  return median(times)
}

export const median = (values) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

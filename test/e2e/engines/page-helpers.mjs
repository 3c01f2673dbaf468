// Functions the smoke flows run inside the page, the same text in every
// engine. They find controls the way a person (and Testing Library) does: by
// role-like tag and visible name, never by class or test id.
export const PAGE_HELPERS = String.raw`
/** Text as a screen reader reads it: without what is aria-hidden (sort arrows, icons). */
const spoken = (node) => Array.from(node.childNodes).map((child) => child.nodeType === 3 ? child.textContent : child.nodeType === 1 && child.getAttribute('aria-hidden') !== 'true' ? spoken(child) : '').join('')
const nameOf = (el) => {
  const labelledBy = el.getAttribute('aria-labelledby')
  const text = el.getAttribute('aria-label') || (labelledBy && labelledBy.split(' ').map((id) => document.getElementById(id)).filter(Boolean).map(spoken).join(' ')) || (el.labels && el.labels[0] && spoken(el.labels[0])) || (el.tagName === 'TABLE' && el.caption && spoken(el.caption)) || spoken(el)
  return text.replace(/\s+/g, ' ').trim()
}
/** Rendered (a visually hidden radio or caption still counts: it is there for assistive technology). */
const visible = (el) => { const r = el.getBoundingClientRect(); return (r.width > 0 && r.height > 0) || (el.labels && el.labels[0] && el.labels[0].getBoundingClientRect().width > 0) }
const all = (selector, root = document) => Array.from(root.querySelectorAll(selector)).filter(visible)
const find = (selector, name, root = document) => all(selector, root).find((el) => (name instanceof RegExp ? name.test(nameOf(el)) : nameOf(el) === name)) || null
const button = (name, root) => find('button, [role="button"]', name, root)
const link = (name, root) => find('a[href]', name, root)
const field = (label, root) => find('input, select, textarea', label, root)
const table = (name) => find('table', name)
const rows = (t) => (t ? Array.from(t.querySelectorAll('tbody tr')).filter(visible) : [])
/** Sets a field the way typing would, so React sees the change. */
const setValue = (el, value) => {
  if (!el) throw new Error('setValue: no such field on screen')
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}
const check = (el, on) => { if (el.checked !== on) el.click() }
const statusText = () => Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')).map((el) => el.textContent).join(' | ')
`

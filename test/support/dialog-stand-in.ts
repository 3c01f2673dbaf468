/**
 * jsdom has `<dialog>` but neither `showModal()` nor `close()`. This stand-in
 * does what the components rely on and no more: `open` reflects the state,
 * the rest of the page is `inert` while a modal is open, Escape inside it
 * fires a cancelable `cancel` (and closes when not cancelled), `close()`
 * fires `close`. Top layer and the focus trap are the browser's, so the
 * browser tests check those.
 */
const modals: HTMLDialogElement[] = []
const madeInert = new Map<HTMLDialogElement, HTMLElement[]>()

function onKeyDown(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape' || modals[modals.length - 1] !== this) return
  const cancel = new Event('cancel', { cancelable: true })
  if (this.dispatchEvent(cancel)) this.close()
}

export function installDialogStandIn() {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === 'function' && !('standIn' in proto.showModal)) return
  proto.showModal = Object.assign(function showModal(this: HTMLDialogElement) {
    if (this.open) return
    if (!this.isConnected) throw new DOMException('The dialog is not connected', 'InvalidStateError')
    this.setAttribute('open', '')
    modals.push(this)
    const inert: HTMLElement[] = []
    for (const sibling of Array.from(document.body.children)) {
      if (sibling instanceof HTMLElement && !sibling.contains(this) && !sibling.inert) {
        sibling.inert = true
        inert.push(sibling)
      }
    }
    madeInert.set(this, inert)
    this.addEventListener('keydown', onKeyDown)
  }, { standIn: true })
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.removeEventListener('keydown', onKeyDown)
    const index = modals.indexOf(this)
    if (index >= 0) modals.splice(index, 1)
    for (const element of madeInert.get(this) ?? []) element.inert = false
    madeInert.delete(this)
    this.dispatchEvent(new Event('close'))
  }
}

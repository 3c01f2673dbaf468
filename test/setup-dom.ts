// Set-up for the tests that run in jsdom (screens, and the unit tests that
// need a DOM); test/setup.ts runs before it for every test.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installDialogStandIn } from './support/dialog-stand-in'

installDialogStandIn()

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined
// Nor scrollIntoView, which the router calls for a link to `#id`: without it, it warns
// that the id is "not a decodable element ID" (the Settings budget field link).
const element = Element.prototype
element.scrollIntoView = () => undefined

// Registered after test/setup.ts's hooks, so (vitest runs after-hooks as a
// stack) the rendered tree unmounts before the MSW handlers are reset.
afterEach(() => {
  cleanup()
})

import type { RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { startRouteModules } from '../../../src/app/routes'

/** A tree shaped like createRoutes': a layout route, a pathless group, the pages; each page's module a spy. */
function routesWith(failing = false) {
  const load = (name: string) => vi.fn(() => (failing ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve({ name })))
  const modules = { overview: load('overview'), product: load('product'), defi: load('defi'), notFound: load('not-found') }
  const routes: RouteObject[] = [
    {
      children: [
        {
          children: [
            { index: true, lazy: modules.overview },
            { path: 'defi', lazy: modules.defi },
            { path: 'defi/:platformSlug/:contractAddress', lazy: modules.product },
            { path: '*', lazy: modules.notFound },
          ],
        },
      ],
    },
  ]
  return { routes, modules }
}

describe('startRouteModules', () => {
  it('starts loading the module of the page at the path, and no other', () => {
    const { routes, modules } = routesWith()
    startRouteModules(routes, '/defi/harbor-lend/0xabc')
    expect(modules.product).toHaveBeenCalledTimes(1)
    expect(modules.defi).not.toHaveBeenCalled()
    expect(modules.overview).not.toHaveBeenCalled()
    expect(modules.notFound).not.toHaveBeenCalled()
  })

  it('finds the index page and the catch-all as the router does', () => {
    const home = routesWith()
    startRouteModules(home.routes, '/')
    expect(home.modules.overview).toHaveBeenCalledTimes(1)

    const unknown = routesWith()
    startRouteModules(unknown.routes, '/no/such/page/here')
    expect(unknown.modules.notFound).toHaveBeenCalledTimes(1)
    expect(unknown.modules.product).not.toHaveBeenCalled()
  })

  it('leaves a module that fails to load to the router, which reports it when it loads the route itself', async () => {
    const { routes, modules } = routesWith(true)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      startRouteModules(routes, '/defi')
      await new Promise((done) => setTimeout(done, 0))
      expect(modules.defi).toHaveBeenCalledTimes(1)
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})

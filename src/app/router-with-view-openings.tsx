import { useEffect, type ComponentProps } from 'react'
import { RouterProvider } from 'react-router-dom'
import { trackViewOpenings } from '../credits/view-opened'

type DataRouter = ComponentProps<typeof RouterProvider>['router']

/**
 * The router, with each navigation's start marked for "This view cost". The
 * mark subscribes in an effect, after RouterProvider's own subscription (a
 * layout effect): a data router hands the state its first navigation settled
 * in to its first subscriber only, and a subscriber ahead of RouterProvider
 * left the page on its loading frame whenever the first route's code arrived
 * before the first render was done.
 */
export function RouterWithViewOpenings({ router }: { router: DataRouter }) {
  useEffect(() => trackViewOpenings(router), [router])
  return <RouterProvider router={router} />
}

/**
 * The searches a view has asked for whose render has not landed yet.
 *
 * A navigation made in a React transition reaches the router (and the
 * history) at once, but the components go on rendering the old location
 * until the transition commits, about 100 ms later. A second change made
 * meanwhile must build on the first one, not on what is still on screen,
 * or the first change is lost.
 *
 * A trail is the rendered search the changes started from followed by each
 * search asked for since, oldest first. It speaks for the URL only while the
 * rendered search is still on it and short of its end: once the location has
 * caught up, or moved elsewhere (a link, Back after it landed), the rendered
 * search is the truth again.
 */
export type SearchTrail = readonly string[]

export const EMPTY_SEARCH_TRAIL: SearchTrail = []

function isCatchingUp(trail: SearchTrail, rendered: string): boolean {
  return trail.length > 0 && trail.at(-1) !== rendered && trail.includes(rendered)
}

/** The search the next change must build on: the last one asked for while its render is still on the way, else the rendered one. */
export function latestSearch(trail: SearchTrail, rendered: string): string {
  return isCatchingUp(trail, rendered) ? trail.at(-1)! : rendered
}

/** The trail after asking for `requested` while `rendered` is on screen. */
export function extendSearchTrail(trail: SearchTrail, rendered: string, requested: string): SearchTrail {
  return isCatchingUp(trail, rendered) ? [...trail, requested] : [rendered, requested]
}

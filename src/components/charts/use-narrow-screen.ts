import { useMediaQuery } from '../use-media-query'

/** True on phone-width screens, where charts give their category labels less room. */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 40rem)')
}

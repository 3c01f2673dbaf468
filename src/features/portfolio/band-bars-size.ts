/** The band chart's height, known to the page before the chart's chunk arrives (no layout shift). */
export const BAND_BARS_HEIGHT = 220

/** The demo ribbon's words: drawn by DemoRibbon, and by the demo build's frame before the script runs (prerendered-pages.ts). */
export const DEMO_RIBBON_TEXT = 'Demo data: every platform, product, provider, rating and alert shown here is fictional.'

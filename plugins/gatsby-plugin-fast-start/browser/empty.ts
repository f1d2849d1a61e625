/**
 * Stands in for Gatsby's browser modules this site never runs (the unusedGatsbyModules
 * tweak, ../webpack.ts): a module without exports, so Gatsby's plugin runner finds no
 * browser API in it and a `require` of it does nothing.
 */
export {}

/** No exports: Gatsby's plugin runner finds no browser API in it (unusedGatsbyModules). */
export {}

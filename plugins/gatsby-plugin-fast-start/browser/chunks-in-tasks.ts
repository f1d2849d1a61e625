import { loadChunksInTasks, type ChunkLoader } from "./tasks"

/** Webpack's runtime, which webpack provides to every module under this name. */
declare const __webpack_require__: ChunkLoader

// The first module of the `app` entry (the chunksInTasks tweak, ../webpack.ts): chunks loaded
// later (the page's own, Swiper) start and continue in tasks of their own.
loadChunksInTasks(__webpack_require__)

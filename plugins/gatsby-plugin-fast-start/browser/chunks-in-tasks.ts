import { loadChunksInTasks, type ChunkLoader } from "./tasks"

declare const __webpack_require__: ChunkLoader

loadChunksInTasks(__webpack_require__)

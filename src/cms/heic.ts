/** HEIC/HEIF photos decoded upright with libheif's WebAssembly build: a chunk photo-upload.ts loads when needed. */
import createLibheif from "libheif-js/libheif-wasm/libheif.js"
import wasmUrl from "libheif-js/libheif-wasm/libheif.wasm"

let loading: Promise<{ libheif: Libheif }> | undefined

/** Compiled synchronously, as its glue expects (1.4 MB is well below a main thread's limit); 'wasm-unsafe-eval'. */
function libheif(): Promise<{ libheif: Libheif }> {
  loading ??= fetch(wasmUrl, { credentials: "same-origin" })
    .then((response) => {
      if (!response.ok) throw new Error(`${wasmUrl}: ${response.status}`)
      return response.arrayBuffer()
    })
    .then((wasmBinary) => ({ libheif: createLibheif({ wasmBinary }) }))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

/** The photo's primary image, upright (libheif applies the file's rotation and mirroring), as a bitmap. */
export async function heicBitmap(file: Blob): Promise<ImageBitmap> {
  const { libheif: lib } = await libheif()
  const decoder = new lib.HeifDecoder()
  const images = decoder.decode(new Uint8Array(await file.arrayBuffer()))
  const image = images.find((candidate) => candidate.is_primary()) ?? images[0]
  if (!image) throw new Error("libheif: no image in the file")
  try {
    const pixels = new ImageData(image.get_width(), image.get_height())
    await new Promise<void>((resolve, reject) =>
      image.display(pixels, (shown) => (shown ? resolve() : reject(new Error("libheif could not decode the photo")))),
    )
    return await createImageBitmap(pixels)
  } finally {
    for (const each of images) each.free()
  }
}

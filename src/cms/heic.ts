/**
 * HEIC/HEIF photos (iPhones, and many Android phones) decoded upright in the browser with libheif (libheif-js, its
 * WebAssembly build), as WordPress does on upload: this module is a chunk of its own that photo-upload.ts imports only
 * when such a photo is chosen; its WebAssembly is a file of its own, fetched then (src/gatsby/admin.ts).
 */
import createLibheif from "libheif-js/libheif-wasm/libheif.js"
import wasmUrl from "libheif-js/libheif-wasm/libheif.wasm"

let loading: Promise<{ libheif: Libheif }> | undefined

/**
 * libheif with its WebAssembly fetched, then compiled as its glue expects (synchronously: the glue sets up its names
 * at once; 1.4 MB is well below what a browser compiles on its main thread). Needs 'wasm-unsafe-eval' (src/cms/csp.ts).
 */
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

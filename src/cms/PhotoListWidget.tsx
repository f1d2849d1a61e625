/**
 * The editor's photo lists: Decap's media library takes one file at a time, here one dialog (or a drop) takes many,
 * each checked and fitted (photo-upload.ts) and stored through Decap's own `onPersistMedia`; a refused file is named
 * with its reason while the others go on.
 */
import { css } from "@emotion/react"
import { fromJS, List as ImmutableList, Map as ImmutableMap } from "immutable"
import { Component, type ComponentType, type DragEvent } from "react"
import { automaticDescription } from "../content/photo-descriptions"
import {
  alreadyListed,
  galleryForFile,
  moved,
  placePhoto,
  progressText,
  resolveFolder,
  shownDescription,
  undescribedCount,
  type FolderFile,
  type PhotoItem,
} from "./photo-list"
import { repositoryPath, type DraftMediaFile } from "./entry-photos"
import { listButtonCss, panelCss, textBoxCss } from "./widget-css"
import { LanguageTexts } from "./BilingualWidget"
import {
  contentIds,
  ownPickerAttribute,
  photoAccept,
  prepareUpload,
  RefusedUpload,
  unreadablePhoto,
} from "./photo-upload"

interface Asset {
  toString(): string
  path?: string
}

/** The photo's address once Decap has it, or undefined while it loads (Decap hands "empty.svg" meanwhile). */
const assetUrl = (asset: Asset | undefined): string | undefined =>
  (asset?.path !== "empty.svg" && asset?.toString()) || undefined

const plainAt = (entry: ImmutableMap<string, unknown> | undefined, path: string[]): unknown =>
  (entry?.getIn(path) as { toJS?: () => unknown } | undefined)?.toJS?.()

export interface PhotoListProps {
  forID: string
  value?: ImmutableList<unknown> | null
  field: ImmutableMap<string, unknown>
  collection?: ImmutableMap<string, unknown>
  onChange: (value: ImmutableList<unknown> | string) => void
  onPersistMedia: (file: File, options: { field: ImmutableMap<string, unknown> }) => Promise<unknown>
  getAsset: (path: string, field: ImmutableMap<string, unknown>) => Asset | undefined
  getEntry: () => ImmutableMap<string, unknown>
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

interface Refusal {
  name: string
  reason: string
}

interface State {
  /** The last upload's files and how many are stored (or named again), shown until the next upload. */
  progress?: { total: number; done: number }
  /** How many uploads began since the form opened (the tests wait for one to end). */
  batch: number
  busy: boolean
  refused: Refusal[]
  /** Photos chosen again, each kept once. */
  known: Refusal[]
  dropping: boolean
  dragged?: number
  /** Photos removed while the entry is open, last first, each with the place it had. */
  removed?: Array<{ item: PhotoItem; index: number }>
}

const photoListCss = css`
  ${panelCss};
  ${textBoxCss};
  button,
  [data-add] {
    ${listButtonCss};
  }
  button:focus-visible,
  [data-add]:focus-within {
    outline: 2px solid #3a69c7;
    outline-offset: 2px;
  }
  [data-drop] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px;
    border: 2px dashed #c4c8d0;
    border-radius: 5px;
    color: #5c6470;
    font-size: 14px;
  }
  [data-drop][data-dropping="true"] {
    border-color: #3a69c7;
    background: #f2f8fe;
  }
  [data-add] {
    display: inline-block;
    padding: 8px 14px;
    background: #3a69c7;
    color: #fff;
    font-size: 15px;
    font-weight: 600;
  }
  [data-add] input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  progress {
    width: 100%;
    max-width: 20rem;
  }
  [data-refused] {
    margin: 8px 0 0;
    padding: 4px 12px;
    border-radius: 5px;
    background: #fcefea;
    color: #8a0020;
    font-size: 14px;
    list-style: none;
  }
  [data-known] {
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
    font-size: 14px;
  }
  [data-refused] li,
  [data-known] li {
    display: block;
    padding: 2px 0;
    border: 0;
  }
  [data-refused] summary {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
  [data-refused] p {
    margin: 4px 0 6px;
  }
  ol {
    margin: 12px 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 96px minmax(0, 1fr);
    gap: 8px 12px;
    padding: 10px 0;
    border-bottom: 1px solid #eff0f4;
  }
  li[data-dragged="true"] {
    opacity: 0.5;
  }
  img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: 4px;
    background: #eff0f4;
  }
  [data-texts] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: 8px;
  }
  textarea {
    margin-top: 2px;
    padding: 6px 8px;
    line-height: 1.4;
    min-height: 2.4em;
  }
  /* Touch targets of at least 44 × 44 px (WCAG 2.5.5) with room between them; removing apart from moving. */
  [data-actions] {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
  [data-actions] button,
  [data-undo] button {
    min-width: 44px;
    min-height: 44px;
    padding: 8px 14px;
    font-size: 15px;
  }
  [data-actions] [data-action="remove"] {
    margin-left: auto;
  }
  [data-undo] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    margin: 8px 0 0;
    font-size: 14px;
  }
  [data-handle] {
    cursor: grab;
  }
`

/** The list's items as plain objects: a gallery's as they are, a list of paths' as `{ image }`. */
function plainItems(value: PhotoListProps["value"]): PhotoItem[] {
  const items = (value?.toJS?.() ?? []) as Array<string | Partial<PhotoItem> | null>
  return items.flatMap((item) =>
    typeof item === "string" ? [{ image: item }] : typeof item?.image === "string" ? [item as PhotoItem] : [],
  )
}

const fileName = (path: string): string => path.split("/").pop() ?? path

/** Photos uploaded since the admin loaded, by path: shown from memory (Decap serves a draft's files only once saved). */
const uploadedPhotos = new Map<string, string>()

const thumbnail = (path: string, { getAsset, field }: Pick<PhotoListProps, "getAsset" | "field">) =>
  uploadedPhotos.get(path) ?? assetUrl(getAsset(path, field))

export class PhotoListControl extends Component<PhotoListProps, State> {
  state: State = { refused: [], known: [], dropping: false, busy: false, batch: 0 }
  /** The list as last written, until Decap hands it back as `value` (it may hand back an older one meanwhile). */
  private pending?: { sent: unknown; items: PhotoItem[] }

  private get described(): boolean {
    return this.props.field.get("describe") === true
  }

  /** Decap's field redraws only on a new value (Widget.js asks this): a reopened entry's thumbnails load later. */
  shouldComponentUpdate() {
    return true
  }

  componentDidUpdate() {
    const value = this.props.value as { equals?: (other: unknown) => boolean } | null | undefined
    if (this.pending && value?.equals?.(this.pending.sent)) this.pending = undefined
  }

  /** The list as it is now: what was there, what an upload added so far, what the editor typed meanwhile. */
  private current(): PhotoItem[] {
    return this.pending?.items ?? plainItems(this.props.value)
  }

  private title(): { de?: string; en?: string } | undefined {
    return plainAt(this.props.getEntry(), ["data", "title"]) as { de?: string; en?: string } | undefined
  }

  private write(items: PhotoItem[]) {
    const written = this.described ? galleryForFile(items, this.title()) : items
    const value = this.described
      ? (fromJS(written) as ImmutableList<unknown>)
      : ImmutableList(written.map((item) => item.image))
    this.pending = { sent: value, items: written }
    this.props.onChange(value)
  }

  private edit(index: number, change: (item: PhotoItem) => PhotoItem) {
    this.write(this.current().map((other, i) => (i === index ? change(other) : other)))
  }

  private label(name: string): string {
    const fields = this.props.collection?.get("fields") as ImmutableList<ImmutableMap<string, unknown>> | undefined
    return String(fields?.find((field) => field.get("name") === name)?.get("label") ?? name)
  }

  /** The files of `folder` (a repository path) the entry's draft knows: on disk when it opened, and uploaded since. */
  private filesIn(folder: string): FolderFile[] {
    const mediaFiles = (plainAt(this.props.getEntry(), ["mediaFiles"]) ?? []) as DraftMediaFile[]
    return mediaFiles.flatMap((file) => {
      const path = repositoryPath(file.path)
      return file.id && path.slice(0, path.lastIndexOf("/")) === folder
        ? [{ name: path.slice(folder.length + 1), id: file.id }]
        : []
    })
  }

  /** Fits and stores the files one after another, each the list's last item as it is done (placePhoto: where). */
  private async add(files: File[]) {
    if (files.length === 0 || this.state.busy) return
    const { field } = this.props
    const data = (plainAt(this.props.getEntry(), ["data"]) ?? {}) as Record<string, unknown>
    const publicTemplate = String(field.get("public_folder") ?? "")
    const folder = resolveFolder(publicTemplate, data)
    const mediaFolder = resolveFolder(String(field.get("media_folder") ?? ""), data)
    if (!folder || !mediaFolder) {
      // The folder is named by a field still empty.
      const label = this.label(/\{\{(?:fields\.)?([\w-]+)\}\}/.exec(publicTemplate)?.[1] ?? "slug")
      this.setState({
        progress: undefined,
        known: [],
        refused: [
          {
            name: files.length === 1 ? files[0].name : `${files.length} Fotos / photos`,
            reason: `Bitte zuerst „${label}“ ausfüllen (Kleinbuchstaben, Ziffern, Bindestriche): Die Fotos kommen in den Ordner dieses Namens. / Please fill in “${label}” first (lower-case letters, digits, hyphens): the photos go to the folder of that name.`,
          },
        ],
      })
      return
    }
    const inFolder = repositoryPath(mediaFolder)
    const refused: Refusal[] = []
    const known: Refusal[] = []
    const progress = { total: files.length, done: 0 }
    this.setState({ progress: { ...progress }, refused, known, busy: true, batch: this.state.batch + 1 })
    for (const file of files) {
      try {
        const fitted = await prepareUpload(file)
        // Known as chosen (the folder's own file again) or as fitted (the same photo fitted before).
        const ids = [...(await contentIds(file)), ...(await contentIds(fitted))]
        const place = placePhoto(fitted.name, ids, this.current(), this.filesIn(inFolder))
        if (place.kind === "listed") {
          known.push({
            name: file.name,
            reason: alreadyListed(place.index, fileName(this.current()[place.index].image)),
          })
        } else {
          const path = `${folder}/${place.name}`
          if (place.kind === "new") {
            const stored = fitted.name === place.name ? fitted : new File([fitted], place.name, { type: fitted.type })
            await this.props.onPersistMedia(stored, { field })
            // Decap says so only in a notification of its own when it could not keep the file.
            if (!this.filesIn(inFolder).some((other) => other.name === place.name))
              throw new RefusedUpload(
                `Der Editor konnte das Foto nicht als ${place.name} ablegen; bitte noch einmal wählen. / The editor could not keep the photo as ${place.name}; please choose it again.`,
              )
            uploadedPhotos.set(path, URL.createObjectURL(stored))
          }
          this.write([...this.current(), { image: path }])
          progress.done++
        }
      } catch (error) {
        const reason =
          error instanceof RefusedUpload
            ? error.message
            : unreadablePhoto(error instanceof Error ? error.message : String(error))
        refused.push({ name: file.name, reason })
      }
      this.setState({ progress: { ...progress }, refused: [...refused], known: [...known] })
    }
    this.setState({ busy: false })
  }

  private onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return
    event.preventDefault()
    this.setState({ dropping: false })
    void this.add(Array.from(event.dataTransfer.files))
  }

  private onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return
    event.preventDefault()
    event.dataTransfer.dropEffect = "copy"
    if (!this.state.dropping) this.setState({ dropping: true })
  }

  private move(items: PhotoItem[], from: number, to: number, focus?: string) {
    this.write(moved(items, from, to))
    if (focus)
      requestAnimationFrame(() =>
        document.getElementById(focus.replace("{n}", String(Math.max(0, Math.min(items.length - 1, to)))))?.focus(),
      )
  }

  render() {
    const { forID, setActiveStyle, setInactiveStyle } = this.props
    const { progress, refused, known, dropping, dragged, busy, batch } = this.state
    const items = this.current()
    const missing = this.described ? undescribedCount(items) : 0
    const title = this.described ? this.title() : undefined
    return (
      <div css={photoListCss} id={forID} data-photo-list>
        <div
          data-drop
          data-dropping={dropping}
          onDragOver={this.onDragOver}
          onDragLeave={() => this.setState({ dropping: false })}
          onDrop={this.onDrop}
        >
          <label data-add>
            Fotos hinzufügen / add photos
            <input
              type="file"
              multiple
              accept={photoAccept}
              disabled={this.state.busy}
              {...{ [ownPickerAttribute]: "" }}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? [])
                event.target.value = ""
                void this.add(files)
              }}
            />
          </label>
          <span>mehrere auf einmal, oder hierher ziehen / several at once, or drop them here</span>
        </div>
        <div role="status" aria-live="polite" aria-busy={busy} data-progress data-batch={batch}>
          {progress && (
            <>
              <span>{progressText(progress.done, progress.total, refused.length, known.length)}</span>
              <progress value={progress.done + known.length + refused.length} max={progress.total} />
            </>
          )}
          {known.length > 0 && (
            <ul data-known>
              {known.map(({ name, reason }, index) => (
                <li key={index}>
                  <strong>{name}</strong>: {reason}
                </li>
              ))}
            </ul>
          )}
        </div>
        {refused.length > 0 && (
          <ul role="alert" data-refused>
            {refused.map(({ name, reason }, index) => (
              <li key={index}>
                <details>
                  <summary>
                    <strong>{name}</strong>: nicht gespeichert / not saved
                  </summary>
                  <p>{reason}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
        {missing > 0 && (
          <p data-undescribed>
            {missing} {missing === 1 ? "Foto" : "Fotos"} ohne eigene Beschreibung: Bis Sie eine eintragen, heißt ein
            Foto auf der Website „Titel, Foto n“. / {missing} {missing === 1 ? "photo" : "photos"} without a description
            of {missing === 1 ? "its" : "their"} own: until you add one, the site calls a photo “title, photo n”.
          </p>
        )}
        <ol aria-label="Fotos in ihrer Reihenfolge / photos in their order">
          {items.map((item, index) => {
            const n = index + 1
            const url = thumbnail(item.image, this.props)
            const shown = shownDescription(item.alt)
            const automatic = automaticDescription(title, n)
            return (
              <li
                key={item.image}
                data-photo={item.image}
                data-dragged={dragged === index}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move"
                  event.dataTransfer.setData("text/plain", String(index))
                  this.setState({ dragged: index })
                }}
                onDragEnd={() => this.setState({ dragged: undefined })}
                onDragOver={(event) => {
                  if (dragged === undefined) return
                  event.preventDefault()
                  event.stopPropagation()
                }}
                onDrop={(event) => {
                  if (dragged === undefined) return
                  event.preventDefault()
                  event.stopPropagation()
                  this.setState({ dragged: undefined })
                  this.move(items, dragged, index)
                }}
              >
                {url ? <img src={url} alt="" loading="lazy" /> : <img alt="" />}
                <div>
                  <div style={{ fontSize: 13, color: "#5c6470" }}>
                    Foto {n} / photo {n}: {fileName(item.image)}
                  </div>
                  {this.described && (
                    <>
                      <div data-texts>
                        <LanguageTexts
                          id={(language) => `${forID}-${index}-alt-${language}`}
                          label={(name) => `Foto ${n}: Beschreibung ${name}`}
                          texts={shown}
                          placeholders={automatic}
                          onFocus={setActiveStyle}
                          onBlur={setInactiveStyle}
                          onChange={(language, text) =>
                            this.edit(index, (other) => ({
                              ...other,
                              alt: { ...shownDescription(other.alt), [language]: text },
                            }))
                          }
                        />
                      </div>
                      <details open={Boolean(item.caption?.de || item.caption?.en)}>
                        <summary style={{ fontSize: 13, cursor: "pointer" }}>
                          Bildunterschrift (freiwillig) / caption (optional)
                        </summary>
                        <div data-texts>
                          <LanguageTexts
                            id={(language) => `${forID}-${index}-caption-${language}`}
                            label={(name) => `Foto ${n}: Bildunterschrift ${name}`}
                            texts={item.caption ?? {}}
                            onFocus={setActiveStyle}
                            onBlur={setInactiveStyle}
                            onChange={(language, text) =>
                              this.edit(index, ({ caption: old, ...rest }) => {
                                const caption = { de: "", en: "", ...old, [language]: text }
                                return caption.de === "" && caption.en === "" ? rest : { ...rest, caption }
                              })
                            }
                          />
                        </div>
                      </details>
                    </>
                  )}
                </div>
                <div data-actions>
                  <button
                    type="button"
                    data-handle
                    id={`${forID}-up-${index}`}
                    aria-label={`Foto ${n} nach oben / photo ${n} up`}
                    disabled={index === 0}
                    onClick={() => this.move(items, index, index - 1, `${forID}-up-{n}`)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    id={`${forID}-down-${index}`}
                    aria-label={`Foto ${n} nach unten / photo ${n} down`}
                    disabled={index === items.length - 1}
                    onClick={() => this.move(items, index, index + 1, `${forID}-down-{n}`)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    data-action="remove"
                    aria-label={`Foto ${n} entfernen / remove photo ${n}`}
                    onClick={() => this.remove(items, index)}
                  >
                    Entfernen / remove
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
        {(this.state.removed ?? []).map(({ item }, at) => (
          <p key={`${item.image}-${at}`} data-undo role="status">
            <span>Entfernt / removed: {fileName(item.image)}</span>
            <button type="button" onClick={() => this.undo(at)}>
              Rückgängig / undo
            </button>
          </p>
        ))}
      </div>
    )
  }

  private remove(items: PhotoItem[], index: number) {
    this.setState({ removed: [{ item: items[index], index }, ...(this.state.removed ?? [])] })
    this.write(items.filter((_, i) => i !== index))
  }

  /** Puts a removed photo back where it was (or last, if the list is shorter now), with what it had. */
  private undo(at: number) {
    const removed = this.state.removed ?? []
    const { item, index } = removed[at]
    const items = this.current()
    if (!items.some((other) => other.image === item.image))
      this.write([...items.slice(0, index), item, ...items.slice(index)])
    this.setState({ removed: removed.filter((_, i) => i !== at) })
  }
}

const pickerCss = css`
  padding: 0 16px 12px;
  button {
    ${listButtonCss};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
  }
  ul button {
    padding: 2px;
    background: #fff;
    border: 3px solid transparent;
  }
  ul button[aria-pressed="true"] {
    border-color: #3a69c7;
  }
  img {
    display: block;
    width: 96px;
    height: 72px;
    object-fit: cover;
  }
`

interface GalleryImageProps extends Omit<PhotoListProps, "value" | "onChange"> {
  value?: string | null
  onChange: (value: string) => void
}

/** Decap's image field beside a photo list (an event's cover), with the list's photos to pick from below it. */
export function galleryImageControl(ImageControl: ComponentType<Record<string, unknown>>) {
  return class GalleryImageControl extends Component<GalleryImageProps, { open: boolean }> {
    state = { open: false }

    /** Decap's image control must see every change, the media library's chosen photo (not the value yet) too. */
    shouldComponentUpdate() {
      return true
    }

    /** The getAsset handed to Decap's control, and the photo it had loaded when handed over. */
    private handed?: { getAsset: GalleryImageProps["getAsset"]; loaded: boolean }

    /** Decap's control asks each getAsset it is handed once and keeps the stand-in: a new one once the photo loads. */
    private getAssetFor(value: string | null | undefined): GalleryImageProps["getAsset"] {
      const { getAsset, field } = this.props
      const loaded = Boolean(value && assetUrl(getAsset(value, field)))
      if (!this.handed || this.handed.loaded !== loaded)
        this.handed = { getAsset: (path, of) => getAsset(path, of), loaded }
      return this.handed.getAsset
    }

    render() {
      const { field, value, onChange, getEntry, forID } = this.props
      const list = String(field.get("gallery"))
      const photos = this.state.open ? plainItems(getEntry()?.getIn(["data", list]) as PhotoListProps["value"]) : []
      return (
        <div>
          <ImageControl {...(this.props as unknown as Record<string, unknown>)} getAsset={this.getAssetFor(value)} />
          <div css={pickerCss}>
            <button
              type="button"
              aria-expanded={this.state.open}
              aria-controls={`${forID}-gallery`}
              onClick={() => this.setState({ open: !this.state.open })}
            >
              Aus den Fotos wählen / pick from the photos
            </button>
            {this.state.open && (
              <ul id={`${forID}-gallery`}>
                {photos.length === 0 && <li>Noch keine Fotos / no photos yet</li>}
                {photos.map((photo, index) => (
                  <li key={photo.image}>
                    <button
                      type="button"
                      aria-pressed={photo.image === value}
                      aria-label={`Foto ${index + 1} wählen / choose photo ${index + 1}: ${fileName(photo.image)}`}
                      onClick={() => onChange(photo.image)}
                    >
                      <img src={thumbnail(photo.image, this.props)} alt="" loading="lazy" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )
    }
  }
}

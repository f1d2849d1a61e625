/**
 * Decap's entry editor is at least 800 px wide; below that it fits the screen here, its buttons at least 44 × 44 px.
 * Decap's styled components carry their names in their class ("css-1x2y3z-EditorContainer");
 * __tests__/browser/editor-phone.test.ts fails if an upgrade renames them.
 */

export const narrowScreen = "(max-width: 799px)"

/** Where Decap keeps which pane is open beside the form, "none" for none (EditorInterface.js). */
const rightPaneKey = "cms.right-pane"

const phoneCss = `
@media ${narrowScreen} {
  [class*="-EditorContainer"] {
    min-width: 0 !important;
    padding-top: 0 !important;
    overflow-x: hidden !important;
    overflow-y: auto !important;
  }
  [class*="-EditorContainer"] > [class*="-ToolbarContainer"] {
    position: sticky !important;
    min-width: 0 !important;
    height: auto !important;
    flex-wrap: wrap;
  }
  [class*="-ToolbarContainer"] > * {
    flex: 1 1 auto !important;
    flex-wrap: wrap;
    gap: 6px;
    min-height: 48px;
    padding: 4px 8px !important;
  }
  [class*="-ToolbarContainer"] > :first-child {
    flex-basis: 100% !important;
    border-right: 0 !important;
    border-bottom: 1px solid #eff0f4;
  }
  [class*="-ToolbarContainer"] > * > * {
    flex-wrap: wrap;
    gap: 6px;
  }
  [class*="-ToolbarContainer"] button,
  [class*="-ToolbarContainer"] [role="button"] {
    min-height: 44px;
    margin: 0 !important;
  }
  [class*="-EditorContainer"] [class*="-Editor"],
  [class*="-EditorContainer"] [class*="-pane"],
  [class*="-EditorContainer"] .SplitPane,
  [class*="-EditorContainer"] .SplitPane > .Pane {
    position: relative !important;
    height: auto !important;
    overflow: visible !important;
  }
  [class*="-EditorContainer"] .SplitPane {
    flex-direction: column !important;
  }
  [class*="-EditorContainer"] .SplitPane > .Pane {
    width: 100% !important;
  }
  [class*="-EditorContainer"] .SplitPane > .Resizer {
    display: none;
  }
  [class*="-PreviewPaneContainer"]:not([class*="-ControlPaneContainer"]) iframe {
    height: 80vh !important;
  }
  [class*="-ControlPaneContainer"] {
    padding: 0 8px !important;
  }
  /* A date field's box, then its "Jetzt" and "Löschen" below it when they do not fit beside it. */
  [class*="-ControlPaneContainer"] [class*="-DateTimeControl"],
  [class*="-ControlPaneContainer"] [class*="-Buttons"] {
    flex-wrap: wrap;
    gap: 8px 12px !important;
  }
  [class*="-ControlPaneContainer"] button,
  [class*="-ViewControls"] button {
    min-width: 44px;
    min-height: 44px;
  }
  [class*="-ViewControls"] {
    position: static !important;
    display: flex;
    justify-content: flex-end;
    gap: 12px;
    padding: 8px 8px 0;
  }
  [class*="-ViewControls"] button {
    margin: 0 !important;
  }
}
`

/** Call once, before Decap renders. */
export function fitTheEditorToPhones(): void {
  const style = document.createElement("style")
  style.dataset.phoneLayout = ""
  style.textContent = phoneCss
  document.head.append(style)
  // The preview out of the way on a phone until its eye button opens it (Decap then remembers the choice).
  if (window.matchMedia(narrowScreen).matches && localStorage.getItem(rightPaneKey) === null)
    localStorage.setItem(rightPaneKey, "none")
}

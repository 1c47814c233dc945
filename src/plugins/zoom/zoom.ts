/**
 * Imported by the pages that have images (remarkZoom.ts) or diagrams (src/theme/Mermaid): the button laid over a
 * picture (`data-zoom="image"` or `"diagram"`) opens a copy of it enlarged in a modal <dialog>. The browser's dialog
 * gives the focus trap and Escape; this module adds closing on a click outside the picture, the return of focus to
 * the button, the scroll lock, and sizing (a wide diagram keeps its natural width on a small screen, so it pans).
 */
import './zoom.css';

const zoomSelector = 'button[data-zoom="image"], button[data-zoom="diagram"]';

let dialog: HTMLDialogElement | null = null;
let stage: HTMLElement | null = null;
let opener: HTMLElement | null = null;

function buildDialog(): HTMLDialogElement {
  const element = document.createElement('dialog');
  element.className = 'zoom-dialog';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'zoom-dialog__close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.addEventListener('click', () => element.close());
  stage = document.createElement('div');
  stage.className = 'zoom-dialog__stage';
  element.append(close, stage);
  // A click on the backdrop or around the picture closes; a click on the picture itself does not.
  element.addEventListener('click', (event) => {
    if (event.target === element || event.target === stage) element.close();
  });
  element.addEventListener('close', () => {
    stage?.replaceChildren();
    document.documentElement.classList.remove('zoom-open');
    opener?.focus({preventScroll: true});
    opener = null;
  });
  document.body.append(element);
  return element;
}

/** A copy of the diagram sized for the screen: up to twice its size, never narrower than its natural width. */
function enlargedDiagram(source: SVGSVGElement): SVGSVGElement {
  const copy = source.cloneNode(true) as SVGSVGElement;
  const natural = source.viewBox.baseVal?.width || source.getBoundingClientRect().width;
  const room = window.innerWidth - 48;
  const width = natural > room ? natural : Math.min(room, natural * 2);
  copy.style.width = `${Math.round(width)}px`;
  copy.style.maxWidth = 'none';
  copy.style.height = 'auto';
  return copy;
}

/** A copy of the image as large as the screen allows, up to twice its natural size (beyond, it only blurs). */
function enlargedImage(source: HTMLImageElement): HTMLImageElement {
  const copy = document.createElement('img');
  copy.src = source.currentSrc || source.src;
  copy.alt = source.alt;
  const {naturalWidth: width, naturalHeight: height} = source;
  if (width > 0 && height > 0) {
    const room = {width: window.innerWidth - 48, height: window.innerHeight - 88};
    const scale = Math.min(2, room.width / width, room.height / height);
    copy.style.width = `${Math.round(width * scale)}px`;
  }
  return copy;
}

export function openZoom(target: HTMLElement): void {
  dialog ??= buildDialog();
  if (dialog.open || !stage) return;
  // The button's frame holds the picture.
  const frame = target.parentElement;
  if (target.dataset.zoom === 'diagram') {
    const svg = frame?.querySelector('svg');
    if (!svg) return;
    stage.append(enlargedDiagram(svg));
    dialog.setAttribute('aria-label', 'Enlarged diagram');
    stage.dataset.kind = 'diagram';
  } else {
    const image = frame?.querySelector('img');
    if (!image) return;
    stage.append(enlargedImage(image));
    dialog.setAttribute('aria-label', image.alt ? `Enlarged image: ${image.alt}` : 'Enlarged image');
    stage.dataset.kind = 'image';
  }
  opener = target;
  document.documentElement.classList.add('zoom-open');
  dialog.showModal();
}

function zoomTarget(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(zoomSelector) : null;
}

// Pages are also rendered on the server at build time, where there is no document.
if (typeof document !== 'undefined') {
  // The triggers are buttons: Enter and Space reach this listener as clicks.
  document.addEventListener('click', (event) => {
    const target = zoomTarget(event);
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    openZoom(target);
  });

  // Tests (and curious readers) can tell the module is on the page.
  document.documentElement.dataset.zoom = 'ready';
}

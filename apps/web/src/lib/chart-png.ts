/**
 * Chart → PNG in the browser: the chart's SVG drawn on a canvas under a
 * header with the title and the legend (recharts draws its legend in HTML,
 * outside the SVG, so it is drawn here again). Nothing leaves the browser.
 */

export interface LegendEntry {
  name: string;
  colour: string;
}

const SCALE = 2;
const PADDING = 16;
const TITLE_FONT = '600 15px system-ui, -apple-system, "Segoe UI", sans-serif';
const LEGEND_FONT = '13px system-ui, -apple-system, "Segoe UI", sans-serif';

/** A file name from the chart's title: letters, digits and dashes. */
export function chartFileName(title: string | undefined): string {
  const slug = (title ?? 'chart')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'chart'}.png`;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn'));
    image.src = src;
  });
}

/**
 * The chart's own drawing: the SVG that is a direct child of recharts' wrapper. The legend's
 * swatches are small svg.recharts-surface elements too, and come first when the legend is on top,
 * so "the first recharts SVG" is a 14 px legend icon; failing the wrapper, the largest SVG is taken.
 */
export function chartSvg(container: HTMLElement): SVGSVGElement | null {
  const direct = container.querySelector<SVGSVGElement>('.recharts-wrapper > svg');
  if (direct) return direct;
  const all = [...container.querySelectorAll<SVGSVGElement>('svg')];
  const area = (svg: SVGSVGElement) => {
    const box = svg.getBoundingClientRect();
    return box.width * box.height;
  };
  return all.sort((a, b) => area(b) - area(a))[0] ?? null;
}

export async function chartToPngBlob(container: HTMLElement, title: string, legend: LegendEntry[]): Promise<Blob> {
  const svg = chartSvg(container);
  if (!svg) throw new Error('The chart is not drawn yet');
  const { width, height } = svg.getBoundingClientRect();
  const style = getComputedStyle(container);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  // Axis text and grid use currentColor: fix it to the colour on screen.
  clone.style.color = style.color;
  // Its text inherits the page's font on screen; an SVG drawn as an image inherits nothing (it would be serif).
  clone.style.fontFamily = style.fontFamily;
  const image = await loadImage(
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`,
  );

  const measure = document.createElement('canvas').getContext('2d')!;
  measure.font = LEGEND_FONT;
  // Legend entries flow in lines across the chart's width.
  const lines: LegendEntry[][] = [[]];
  let lineWidth = 0;
  for (const entry of legend) {
    const entryWidth = 14 + 6 + measure.measureText(entry.name).width + 16;
    if (lineWidth + entryWidth > width && lines[lines.length - 1].length > 0) {
      lines.push([]);
      lineWidth = 0;
    }
    lines[lines.length - 1].push(entry);
    lineWidth += entryWidth;
  }
  const headerHeight = PADDING + 20 + lines.length * 20 + 8;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil((width + PADDING * 2) * SCALE);
  canvas.height = Math.ceil((height + headerHeight + PADDING) * SCALE);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(SCALE, SCALE);
  const background = getComputedStyle(container.closest('figure') ?? container).backgroundColor;
  ctx.fillStyle = background && background !== 'rgba(0, 0, 0, 0)' ? background : '#ffffff';
  ctx.fillRect(0, 0, width + PADDING * 2, height + headerHeight + PADDING);

  const foreground = getComputedStyle(container.closest('figure') ?? container).color || '#111827';
  ctx.fillStyle = foreground;
  ctx.font = TITLE_FONT;
  ctx.textBaseline = 'top';
  ctx.fillText(title, PADDING, PADDING);
  ctx.font = LEGEND_FONT;
  lines.forEach((line, row) => {
    let x = PADDING;
    const y = PADDING + 24 + row * 20;
    for (const entry of line) {
      ctx.fillStyle = entry.colour;
      ctx.fillRect(x, y + 1, 12, 12);
      ctx.fillStyle = foreground;
      ctx.fillText(entry.name, x + 18, y);
      x += 14 + 6 + ctx.measureText(entry.name).width + 16;
    }
  });
  ctx.drawImage(image, PADDING, headerHeight, width, height);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be saved'))), 'image/png'),
  );
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

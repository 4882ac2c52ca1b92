import type { MeasureText } from './chart-axis';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width of a chart label in the page's own font (12 px), from a canvas; undefined where there is no canvas
 * (the axis then estimates it from the number of characters).
 */
export const measureAxisText: MeasureText = (text) => {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (context) context.font = `12px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  }
  return context ? context.measureText(text).width : undefined;
};

import type { TileForm } from '@soe/shared';
import { ChartColumn, ChartLine, ChartPie, Hash, Table2 } from 'lucide-react';
import type { Choice } from '@/components/ui/choice-group';

/** The forms a tile shows its result in, in the order the pin dialog and a tile's menu offer them. */
export const FORM_CHOICES: readonly Choice<TileForm>[] = [
  { value: 'figure', label: 'Figure', icon: <Hash aria-hidden="true" /> },
  { value: 'table', label: 'Table', icon: <Table2 aria-hidden="true" /> },
  { value: 'bar', label: 'Bar', icon: <ChartColumn aria-hidden="true" /> },
  { value: 'line', label: 'Line', icon: <ChartLine aria-hidden="true" /> },
  { value: 'pie', label: 'Pie', icon: <ChartPie aria-hidden="true" /> },
];

export const FORM_LABELS: Record<TileForm, string> = {
  figure: 'Figure',
  table: 'Table',
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
};

import { extensionOf } from '../names';

/** A file's table is named after the file without its extension ('sales.csv' → 'sales'). */
export function tableName(fileName: string): string {
  const ext = extensionOf(fileName);
  const stem = ext ? fileName.slice(0, -(ext.length + 1)) : fileName;
  return stem.trim() || 'data';
}

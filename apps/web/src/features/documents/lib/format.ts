/** spec §2: size in KB, bytes/1024 rounded. */
export function sizeInKb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

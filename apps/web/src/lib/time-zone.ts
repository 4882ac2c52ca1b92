/** The viewer's IANA time zone: "this week" and "today" are read in it, and schedules and alerts run in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

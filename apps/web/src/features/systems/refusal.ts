/**
 * The network policy's refusals (issue 17) with what they mean and who can
 * lift them; the server's message itself names the address and the reason.
 */
export function explainRefusal(message: string): { title: string; help: string } | null {
  if (/\(SOE's own (database|Redis|web server)\)/.test(message)) {
    return {
      title: 'This is SOE itself',
      help: "SOE's own database, Redis and web server can never be connected as a system, by anyone: that would expose every account's data. Connect a copy or another database instead.",
    };
  }
  if (/\(link-local \/ metadata address\)|\((unspecified|multicast \/ broadcast|reserved) address\)/.test(message)) {
    return {
      title: 'Address never allowed',
      help: 'Link-local, cloud-metadata and reserved addresses are refused for everyone; no setting lifts this.',
    };
  }
  if (/\((loopback|private network) address\)/.test(message)) {
    return {
      title: 'Address not allowed for your account',
      help: 'Systems on this server or its private network are for staff admins. A staff admin can connect it, or add the host (or its range and port) to Settings → Network access so every user may.',
    };
  }
  return null;
}

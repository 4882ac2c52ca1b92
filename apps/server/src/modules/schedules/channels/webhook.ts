import type { DeliveryPayload } from '../../../db/schema';
import { ConnectorError, GuardRefusal } from '../../connectors/connector';
import type { NetworkPolicy } from '../../connectors/net';
import { fixedWidthTable } from './table-text';

/*
 * Incoming webhooks (Slack, Microsoft Teams, and the many chat tools that accept Slack's format). The address is the
 * user's, so every request goes through the network policy like a connector's
 * (security checks 18–20, docs/security.md): loopback and private addresses only when Settings → Network access
 * lists them, never a link-local or metadata address, never SOE's own services, each redirect hop checked again.
 * Webhooks run unattended, so no one is a staff admin here: an owner who is one gets no wider reach than the access
 * list gives everyone.
 */

/** A webhook that answered this slowly is treated as failed (and tried again later). */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Slack refuses a section over 3000 characters; Teams cards are smaller still. */
const SECTION_CHARS = 2_900;

/** A refusal that trying again cannot change (a refused address, a 4xx): recorded, never retried. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/**
 * Microsoft Teams' Workflows webhooks (Power Automate) take an Adaptive Card message; everything else, Teams'
 * older Office 365 connectors included, takes `text`, and Slack renders `blocks` when present.
 */
export function isTeamsWorkflow(host: string): boolean {
  return /(^|\.)logic\.azure\.com$|(^|\.)powerplatform\.com$|(^|\.)powerautomate\.com$/i.test(host);
}

export function webhookBody(payload: DeliveryPayload, host: string): Record<string, unknown> {
  const text = plainText(payload);
  if (isTeamsWorkflow(host)) {
    return {
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              { type: 'TextBlock', size: 'Large', weight: 'Bolder', text: payload.title, wrap: true },
              { type: 'TextBlock', text: payload.summary, wrap: true },
              ...payload.sections.flatMap((s) => [
                { type: 'TextBlock', weight: 'Bolder', text: s.title, wrap: true },
                s.note
                  ? { type: 'TextBlock', text: s.note, wrap: true }
                  : { type: 'TextBlock', text: clip(sectionTable(s)), fontType: 'Monospace', wrap: true },
              ]),
            ],
            actions: [{ type: 'Action.OpenUrl', title: 'Open in SOE', url: payload.link }],
          },
        },
      ],
    };
  }
  return {
    text,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: payload.title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: escapeMrkdwn(payload.summary) } },
      ...payload.sections.slice(0, 20).map((s) => ({
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: clip(
            `*${escapeMrkdwn(s.title)}*\n${s.note ? escapeMrkdwn(s.note) : `\`\`\`${sectionTable(s).replaceAll('```', "'''")}\`\`\``}`,
          ),
        },
      })),
      {
        type: 'actions',
        elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open in SOE' }, url: payload.link }],
      },
    ],
  };
}

/** The whole message as text: the webhook's `text` (Slack's notification line, Teams connectors' message). */
export function plainText(payload: DeliveryPayload): string {
  const parts = [payload.title, payload.summary];
  for (const s of payload.sections) parts.push(`${s.title}\n${s.note ?? sectionTable(s)}`);
  parts.push(`Open in SOE: ${payload.link}`);
  return parts.join('\n\n');
}

function sectionTable(s: DeliveryPayload['sections'][number]): string {
  const table = fixedWidthTable(s.columns, s.rows);
  return s.more ? `${table}\n… and ${s.more} more rows` : table;
}

const clip = (text: string) => (text.length > SECTION_CHARS ? `${text.slice(0, SECTION_CHARS - 1)}…` : text);
/** Slack's mrkdwn treats &, < and > as markup: figures and names from a system are shown, never read as links. */
const escapeMrkdwn = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Posts the message. The idempotency key is the same on every attempt of one delivery: a receiver that keeps it can
 * drop the copy an interrupted attempt may have sent (webhooks are at least once, ADR 047).
 */
export async function sendWebhook(
  policy: Pick<NetworkPolicy, 'contextFor'>,
  url: string,
  payload: DeliveryPayload,
  idempotencyKey: string,
): Promise<void> {
  const host = new URL(url).hostname;
  const fetch = policy.contextFor({ staff: false }).fetch!;
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'SOE-Deliveries/1',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(webhookBody(payload, host)),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof GuardRefusal) throw new PermanentDeliveryError(error.message);
    if (error instanceof ConnectorError && error.code === 'config') throw new PermanentDeliveryError(error.message);
    const slow = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new Error(
      slow
        ? `The webhook at ${host} did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`
        : `The webhook at ${host} could not be reached.`,
    );
  }
  // The receiver's body is never read into a message: only its status says what happened.
  await response.body?.cancel().catch(() => {});
  if (response.ok) return;
  const why = `The webhook at ${host} answered ${response.status}.`;
  // 429 and 5xx may pass; any other refusal (a revoked webhook's 404, 403, 410) will not.
  if (response.status === 429 || response.status >= 500) throw new Error(why);
  throw new PermanentDeliveryError(why);
}

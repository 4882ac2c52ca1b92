import type { Transporter } from 'nodemailer';
import type { Config } from '../../../config/env';
import type { DeliveryPayload } from '../../../db/schema';
import { fixedWidthTable } from './table-text';
import { PermanentDeliveryError } from './webhook';

/*
 * Email deliveries through the operator's SMTP server (nodemailer, ADR 047), to the owner's account address. The
 * server is the operator's, from configuration, so it is not subject to the users' network policy. The Message-ID is
 * the same on every attempt of one delivery: mail systems that keep it drop a copy an interrupted attempt sent.
 */

export const EMAIL_NOT_SET_UP = 'Email delivery is not set up on this server.';

export interface Mailer {
  send(to: string, payload: DeliveryPayload, messageKey: string): Promise<void>;
  close(): void;
}

/** The mailer the configuration describes, or null when no SMTP server is configured. */
export function mailerFrom(config: Config): Mailer | null {
  if (!config.SMTP_URL && !config.SMTP_HOST) return null;
  const publicHost = new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).hostname;
  const from = config.SMTP_FROM ?? `SOE <no-reply@${publicHost}>`;
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  let transport: Promise<Transporter> | undefined;
  // Loaded on the first email: an instance without deliveries by email never pays for it.
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      config.SMTP_URL
        ? nodemailer.createTransport({ url: config.SMTP_URL, ...timeouts })
        : nodemailer.createTransport({
            host: config.SMTP_HOST,
            port: config.SMTP_PORT,
            secure: config.SMTP_PORT === 465,
            ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } } : {}),
            ...timeouts,
          }),
    ));
  return {
    async send(to, payload, messageKey) {
      try {
        await (
          await open()
        ).sendMail({
          from,
          to,
          subject: payload.title,
          messageId: `<${messageKey}@${publicHost}>`,
          text: emailText(payload),
          html: emailHtml(payload),
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx: the server refused this message for good (no such mailbox, policy); 4xx and lost connections may pass.
        if (code && code >= 500) throw new PermanentDeliveryError(`The mail server refused the email (${code}).`);
        throw new Error(
          code ? `The mail server deferred the email (${code}).` : 'The mail server could not be reached.',
        );
      }
    },
    close() {
      void transport?.then((t) => t.close()).catch(() => {});
    },
  };
}

export function emailText(payload: DeliveryPayload): string {
  const parts = [payload.title, payload.summary];
  for (const s of payload.sections) {
    const table = s.note ?? fixedWidthTable(s.columns, s.rows);
    parts.push(`${s.title}\n\n${table}${s.more ? `\n… and ${s.more} more rows` : ''}`);
  }
  parts.push(`Open in SOE: ${payload.link}`);
  return parts.join('\n\n');
}

const html = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function emailHtml(payload: DeliveryPayload): string {
  const cell = 'padding:4px 10px;border-bottom:1px solid #e5e7eb;text-align:left';
  const sections = payload.sections.map((s) => {
    const body = s.note
      ? `<p>${html(s.note)}</p>`
      : `<table style="border-collapse:collapse;font-size:14px"><thead><tr>${s.columns
          .map((c) => `<th style="${cell}">${html(c)}</th>`)
          .join('')}</tr></thead><tbody>${s.rows
          .map((r) => `<tr>${r.map((v) => `<td style="${cell}">${html(v)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>${s.more ? `<p>… and ${s.more} more rows</p>` : ''}`;
    return `<h2 style="font-size:16px">${html(s.title)}</h2>${body}`;
  });
  return [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111827">',
    `<h1 style="font-size:20px">${html(payload.title)}</h1>`,
    `<p>${html(payload.summary)}</p>`,
    ...sections,
    `<p><a href="${html(payload.link)}">Open in SOE</a></p>`,
    '</body></html>',
  ].join('');
}

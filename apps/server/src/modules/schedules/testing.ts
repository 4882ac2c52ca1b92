import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A webhook receiver on loopback, as a chat tool's incoming webhook: records each request, answers as told. */
export interface WebhookReceiver {
  url: string;
  port: number;
  requests: Array<{ headers: http.IncomingHttpHeaders; body: any; path: string }>;
  /** Statuses for the next requests, in order (200 once they run out); a delay in ms before answering. */
  answer(statuses: number[], delayMs?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let statuses: number[] = [];
  let delayMs = 0;
  const requests: WebhookReceiver['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      requests.push({ headers: req.headers, body, path: req.url ?? '' });
      const status = statuses.shift() ?? 200;
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no'),
        delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/secret-path`,
    port,
    requests,
    answer(next, delay = 0) {
      statuses = [...next];
      delayMs = delay;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A real SMTP server in process (smtp-server), keeping every message it accepts, parsed. */
export interface MailSink {
  port: number;
  mails: ParsedMail[];
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the test server has no certificate to offer.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A small, real SMTP client (RFC 5321) on node:net/node:tls: implicit TLS (`smtps://`, port 465) or
 * STARTTLS when the server offers it (`smtp://`), AUTH PLAIN with the URL's credentials, one
 * recipient per message, plain-text UTF-8 body. Credentials are never sent over an unencrypted
 * connection except to localhost.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { hostname } from 'node:os';
import tls from 'node:tls';

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

interface Reply {
  code: number;
  lines: string[];
}

const TIMEOUT_MS = 20_000;

class SmtpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmtpError';
  }
}

/** Line-oriented reader/writer over a socket that can be upgraded to TLS. */
class Connection {
  private buffer = '';
  private pending: Reply['lines'] = [];
  private replies: Reply[] = [];
  private waiter: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  private attach(socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new SmtpError('SMTP server timed out')));
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (e) => this.fail(e));
    socket.on('close', () => this.fail(new SmtpError('SMTP connection closed')));
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    let i: number;
    while ((i = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, i).replace(/\r$/, '');
      this.buffer = this.buffer.slice(i + 1);
      const m = /^(\d{3})([ -])(.*)$/.exec(line);
      if (!m) continue;
      this.pending.push(m[3]);
      if (m[2] === ' ') {
        this.replies.push({ code: Number(m[1]), lines: this.pending });
        this.pending = [];
      }
    }
    this.flush();
  }

  private flush() {
    if (this.waiter && this.replies.length) {
      const w = this.waiter;
      this.waiter = null;
      w.resolve(this.replies.shift()!);
    }
  }

  private fail(e: Error) {
    this.failure ??= e;
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = null;
      w.reject(this.failure);
    }
  }

  read(): Promise<Reply> {
    if (this.replies.length) return Promise.resolve(this.replies.shift()!);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  async command(line: string | null, expect: number[], display = line): Promise<Reply> {
    if (line !== null) this.socket.write(`${line}\r\n`);
    const reply = await this.read();
    if (!expect.includes(reply.code)) throw new SmtpError(`SMTP ${display ?? 'greeting'} → ${reply.code} ${reply.lines.join(' ')}`);
    return reply;
  }

  write(data: string) {
    this.socket.write(data);
  }

  async startTls(servername: string): Promise<void> {
    this.socket.removeAllListeners('data');
    this.socket.removeAllListeners('close');
    this.socket.removeAllListeners('error');
    this.socket.setTimeout(0);
    const secure = tls.connect({ socket: this.socket, servername });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', reject);
    });
    this.socket = secure;
    this.buffer = '';
    this.attach(secure);
  }

  end() {
    this.socket.end();
  }
}

function connect(url: URL): Promise<net.Socket> {
  const implicitTls = url.protocol === 'smtps:';
  const port = Number(url.port) || (implicitTls ? 465 : 587);
  const host = url.hostname;
  return new Promise((resolve, reject) => {
    const socket = implicitTls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    socket.once(implicitTls ? 'secureConnect' : 'connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

const isLocal = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]';

/** The bare address of `Name <addr>` or `addr`. */
export function envelopeAddress(header: string): string {
  return (/<([^>]+)>/.exec(header)?.[1] ?? header).trim();
}

function encodeHeader(value: string): string {
  if (/[\r\n]/.test(value)) throw new SmtpError('header values must not contain line breaks');
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function encodeFrom(from: string): string {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return m && m[1] ? `${encodeHeader(m[1])} <${m[2]}>` : from;
}

/** The RFC 5322 message: headers and a 7bit (ASCII) or base64 (otherwise) body, dot-stuffed, CRLF. */
export function formatMessage(msg: SmtpMessage, now = new Date()): string {
  const domain = envelopeAddress(msg.from).split('@')[1] ?? 'localhost';
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(msg.text);
  const body = ascii
    ? msg.text.replace(/\r?\n/g, '\r\n')
    : (Buffer.from(msg.text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
  const headers = [
    `From: ${encodeFrom(msg.from)}`,
    `To: ${encodeHeader(msg.to)}`,
    `Subject: ${encodeHeader(msg.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${ascii ? '7bit' : 'base64'}`,
  ];
  const stuffed = body.replace(/(^|\r\n)\./g, '$1..');
  return `${headers.join('\r\n')}\r\n\r\n${stuffed}\r\n`;
}

export async function sendSmtp(smtpUrl: string, msg: SmtpMessage): Promise<void> {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new SmtpError(`SMTP_URL must be smtp:// or smtps:// (got ${url.protocol})`);
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  const from = envelopeAddress(msg.from);
  const to = envelopeAddress(msg.to);
  if (/[\r\n<>]/.test(from + to)) throw new SmtpError('invalid address');

  const conn = new Connection(await connect(url));
  let secure = url.protocol === 'smtps:';
  try {
    await conn.command(null, [220]);
    const helo = hostname() || 'localhost';
    let ehlo = await conn.command(`EHLO ${helo}`, [250]);
    if (!secure && ehlo.lines.some((l) => /^STARTTLS\b/i.test(l))) {
      await conn.command('STARTTLS', [220]);
      await conn.startTls(url.hostname);
      secure = true;
      ehlo = await conn.command(`EHLO ${helo}`, [250]);
    }
    if (user) {
      if (!secure && !isLocal(url.hostname)) throw new SmtpError('refusing to send SMTP credentials over an unencrypted connection');
      const plain = Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64');
      await conn.command(`AUTH PLAIN ${plain}`, [235], 'AUTH PLAIN ***');
    }
    await conn.command(`MAIL FROM:<${from}>`, [250]);
    await conn.command(`RCPT TO:<${to}>`, [250, 251]);
    await conn.command('DATA', [354]);
    conn.write(`${formatMessage(msg)}.\r\n`);
    await conn.command(null, [250], 'message body');
    await conn.command('QUIT', [221]).catch(() => undefined);
  } finally {
    conn.end();
  }
}

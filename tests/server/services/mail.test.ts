import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createMailer } from '../../../server/services/mail';
import { envelopeAddress, formatMessage, sendSmtp } from '../../../server/services/smtp';
import { createTestServer, type TestServer } from '../support/harness';

interface Session {
  commands: string[];
  data: string;
}

/** A tiny SMTP server: records the dialogue; `rejectRcpt` answers 550 to RCPT. */
function fakeSmtp(opts: { rejectRcpt?: boolean } = {}) {
  const sessions: Session[] = [];
  const server: Server = createServer((socket: Socket) => {
    const session: Session = { commands: [], data: '' };
    sessions.push(session);
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        session.data = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 2.0.0 queued\r\n');
      }
      let i: number;
      while (!inData && (i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        session.commands.push(line);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') socket.write('235 2.7.0 Authentication successful\r\n');
        else if (verb === 'MAIL') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') socket.write(opts.rejectRcpt ? '550 5.1.1 No such user\r\n' : '250 OK\r\n');
        else if (verb === 'DATA') {
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
          inData = true;
        } else if (verb === 'QUIT') {
          socket.write('221 Bye\r\n');
          socket.end();
        } else socket.write('502 Command not implemented\r\n');
      }
    });
  });
  return new Promise<{ port: number; sessions: Session[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '0.0.0.0', () => resolve({ port: (server.address() as { port: number }).port, sessions, close: () => new Promise((r) => server.close(() => r())) })),
  );
}

describe('SMTP client', () => {
  it('sends a message: EHLO, AUTH PLAIN, MAIL, RCPT, DATA (dot-stuffed), QUIT', async () => {
    const smtp = await fakeSmtp();
    try {
      await sendSmtp(`smtp://mailer:s%3Acret@localhost:${smtp.port}`, {
        from: 'Team RWB <no-reply@teamrwb.org>',
        to: 'ana@example.com',
        subject: 'Your code',
        text: 'Code 123456\n.leading dot line\nbye',
      });
      const [session] = smtp.sessions;
      expect(session.commands[0]).toMatch(/^EHLO /);
      const auth = session.commands.find((c) => c.startsWith('AUTH PLAIN '))!;
      expect(Buffer.from(auth.slice('AUTH PLAIN '.length), 'base64').toString()).toBe('\0mailer\0s:cret');
      expect(session.commands).toContain('MAIL FROM:<no-reply@teamrwb.org>');
      expect(session.commands).toContain('RCPT TO:<ana@example.com>');
      expect(session.commands.at(-1)).toBe('QUIT');
      expect(session.data).toContain('Subject: Your code\r\n');
      expect(session.data).toContain('To: ana@example.com\r\n');
      expect(session.data).toContain('Content-Type: text/plain; charset=utf-8');
      expect(session.data).toContain('\r\n\r\nCode 123456\r\n..leading dot line\r\nbye\r\n');
    } finally {
      await smtp.close();
    }
  });

  it('throws on a rejected recipient', async () => {
    const smtp = await fakeSmtp({ rejectRcpt: true });
    try {
      await expect(sendSmtp(`smtp://localhost:${smtp.port}`, { from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' })).rejects.toThrow(/550/);
    } finally {
      await smtp.close();
    }
  });

  it('never sends credentials unencrypted to a host that is not local', async () => {
    const smtp = await fakeSmtp();
    try {
      await expect(sendSmtp(`smtp://user:pass@127.0.0.2:${smtp.port}`, { from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' })).rejects.toThrow(/unencrypted/);
      expect(smtp.sessions[0].commands.some((c) => c.startsWith('AUTH'))).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it('encodes non-ASCII subjects and bodies; refuses header injection', () => {
    const msg = formatMessage({ from: 'Équipe <x@example.org>', to: 'y@example.com', subject: 'Café ☕', text: 'Olá' });
    expect(msg).toContain(`Subject: =?UTF-8?B?${Buffer.from('Café ☕').toString('base64')}?=`);
    expect(msg).toContain('Content-Transfer-Encoding: base64');
    expect(msg).toContain(Buffer.from('Olá').toString('base64'));
    expect(() => formatMessage({ from: 'x@example.org', to: 'y@example.com', subject: 'hi\r\nBcc: z@example.com', text: '' })).toThrow();
    expect(envelopeAddress('Team RWB <no-reply@teamrwb.org>')).toBe('no-reply@teamrwb.org');
  });
});

describe('mailer', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());
  afterEach(() => vi.restoreAllMocks());

  const base = { APP_ENV: 'test', DATABASE_URL: 'memory://' };

  it('outside production: stored in the outbox (and sent via SMTP when configured)', async () => {
    const smtp = vi.fn(async () => undefined);
    const mailer = createMailer({ db: s.db, config: loadConfig({ ...base, SMTP_URL: 'smtp://localhost:2525' }), smtp });
    await mailer.send({ to: 'keep@example.com', subject: 'S', text: 'T' });
    expect((await s.outbox())[0]).toMatchObject({ to: 'keep@example.com', subject: 'S', text: 'T' });
    expect(smtp).toHaveBeenCalledWith('smtp://localhost:2525', { to: 'keep@example.com', subject: 'S', text: 'T', from: 'Team RWB <no-reply@teamrwb.org>' });
  });

  it('in production with SMTP: sent, not kept in the database', async () => {
    const smtp = vi.fn(async () => undefined);
    const mailer = createMailer({ db: s.db, config: loadConfig({ ...base, APP_ENV: 'production', PUBLIC_URL: 'https://members.example.org', MEDIA_SECRET: 'm'.repeat(32), SMTP_URL: 'smtp://localhost:2525' }), smtp });
    await mailer.send({ to: 'prod@example.com', subject: 'S', text: 'T' });
    expect(smtp).toHaveBeenCalledOnce();
    expect((await s.outbox()).some((m: { to: string }) => m.to === 'prod@example.com')).toBe(false);
  });

  it('an SMTP failure is logged, not thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mailer = createMailer({ db: s.db, config: loadConfig({ ...base, SMTP_URL: 'smtp://localhost:2525' }), smtp: async () => Promise.reject(new Error('connection refused')) });
    await expect(mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
  });

  it('in development the message is printed too', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: s.db, config: loadConfig({ ...base, APP_ENV: 'development' }), log: (l) => lines.push(l) });
    await mailer.send({ to: 'dev@example.com', subject: 'Code', text: 'Your code is 123456' });
    expect(lines.join('\n')).toContain('[mail] to: dev@example.com');
    expect(lines.join('\n')).toContain('[mail] Your code is 123456');
  });
});

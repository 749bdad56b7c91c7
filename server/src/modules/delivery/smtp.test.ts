import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { member, messageOutbox, passwordResetToken } from '../../db/schema/index';
import { DEMO_EMAIL, DEMO_MEMBER } from '../../db/seed/demo';
import { SmtpMailProvider } from './providers';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A local SMTP server on a random port that keeps what it receives (or refuses every mail). */
async function startSmtp(refuse = false) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP mail provider (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Sorte <no-reply@sorte.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is chosen when SMTP_URL is set', () => {
    expect(t.app.mail).toBeInstanceOf(SmtpMailProvider);
  });

  it('delivers the forgot-password mail with a working reset link, nothing in the outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pt-BR' },
      payload: `username=${DEMO_MEMBER.username}&email=${encodeURIComponent(DEMO_EMAIL)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('no-reply@sorte.test');
    expect(mail.to).toEqual([DEMO_EMAIL]);
    expect(mail.data).toMatch(/Subject: .*redefinir/);
    // The body is quoted-printable: undo soft line breaks and =XX escapes.
    const unfolded = mail.data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
    expect(token).toBeDefined();
    expect(await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.channel, 'mail'))).toHaveLength(0);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { resetToken: token, newPassword: 'Smtp#2026', confirmNewPassword: 'Smtp#2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: DEMO_MEMBER.username, password: 'Smtp#2026' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('SMTP delivery failure', () => {
  it('answers 502 DELIVERY_FAILED and leaves no live reset token', async () => {
    const smtp = await startSmtp(true);
    const t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'accept-language': 'en' },
        payload: { username: DEMO_MEMBER.username, email: DEMO_EMAIL },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('DELIVERY_FAILED');
      const [demo] = await t.database.db.select().from(member).where(eq(member.username, DEMO_MEMBER.username));
      expect(await t.database.db.select().from(passwordResetToken).where(eq(passwordResetToken.memberId, demo!.id))).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '../../lib/app-error';
import type { OutboxRepository } from './outbox.repository';

/** Sends a text message. `to` is '+<dialing code><national number>'. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string, purpose: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * The default SMS provider (development, tests, a brand without an SMS gateway yet): writes the
 * message to the outbox table, where the operator API (GET /ops/api/outbox) shows it.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxRepository) {}
  async send(to: string, text: string, purpose: string) {
    await this.outbox.add({ channel: 'sms', recipient: to, subject: '', body: text, purpose });
  }
}

/** The default mail provider when SMTP_URL is unset: the outbox table. */
export class OutboxMailProvider implements MailProvider {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxRepository) {}
  async send(message: MailMessage) {
    await this.outbox.add({
      channel: 'mail',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      purpose: message.purpose,
    });
  }
}

/**
 * Mail through an SMTP server (nodemailer), chosen when SMTP_URL is set
 * (smtp://user:pass@host:587, smtps://… for implicit TLS). A refused or failed delivery is
 * 502 DELIVERY_FAILED; the body is never logged.
 */
export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage) {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    } catch {
      throw new AppError('DELIVERY_FAILED');
    }
  }
  close() {
    this.transport.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailProvider;
  }
}

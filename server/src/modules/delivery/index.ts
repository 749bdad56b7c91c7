/**
 * Outgoing SMS and mail: the outbox and its providers.
 * Other modules and the app import this module only through this file.
 */
export { messageText } from './messages';
export { OutboxRepository } from './outbox.repository';
export { outboxRoutes } from './outbox.routes';
export {
  OutboxMailProvider,
  OutboxSmsProvider,
  SmtpMailProvider,
  type MailProvider,
  type SmsProvider,
} from './providers';

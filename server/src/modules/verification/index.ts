/**
 * SMS codes, the bot check and verification routes.
 * Other modules and the app import this module only through this file.
 */
export { BotCheckService } from './bot-check.service';
export { SmsCodeService, smsRecipient } from './sms-code.service';
export { mobileOrFail } from './sms-requests.service';
export { verificationRoutes } from './verification.routes';

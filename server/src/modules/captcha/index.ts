/**
 * Picture captchas (image codes).
 * Other modules and the app import this module only through this file.
 */
export { captchaRoutes } from './captcha.routes';
export { CaptchaService } from './captcha.service';

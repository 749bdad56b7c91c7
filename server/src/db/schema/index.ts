export * from './system';
export * from './member';
export * from './captcha';

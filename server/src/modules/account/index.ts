/**
 * Accounts: registration, passwords and the member-centre account calls.
 * Other modules and the app import this module only through this file.
 */
export { accountRoutes, opsMemberRoutes } from './account.routes';
export { CONFIRMATION_FAILURES_ALLOWED, PasswordService } from './password.service';
export { RegistrationService } from './registration.service';

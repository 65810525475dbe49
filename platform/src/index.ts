export { openDatabase, databaseLocation, inTransaction, type Database, type DatabaseLocation } from './database.js';
export { loadConfig, ConfigError, DEV_AUTH_SECRET, type KamraConfig } from './config.js';
export { createLogger, type Logger } from './logger.js';
export * from './errors.js';
export { errorHandler, notFoundApi } from './http/error-handler.js';
export { requestContext } from './http/request-context.js';
export { signSessionToken, verifySessionToken, type SessionClaims } from './auth/session-token.js';
export { resolveActor, requireUser, requireAdmin, isAdminEmail, type Actor, type SignedInActor } from './auth/actor.js';

export { openDatabase, databaseLocation, inTransaction, type Database, type DatabaseLocation } from './database.js';

/** PostgreSQL databases the benches create on a server and drop again. */
import pg from 'pg';

/** Runs one statement on the server's maintenance connection (the database of `serverUrl`). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops `name` on the server (closing its connections) if it exists. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A new, empty database `name` on the server (an old one of that name dropped); its URL. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  await dropDatabase(serverUrl, name);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

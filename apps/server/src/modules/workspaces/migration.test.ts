import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client';

/*
 * Migration 0010 on an instance that ran before workspaces: everyone self-registered shared tenant
 * 'default'. Each gets a workspace of their own; the instance owner keeps 'default' with everyone a
 * staff admin created (their 'user.create' audit entries); a tenant a staff admin typed becomes a
 * workspace owned by its earliest member.
 */

const TAG = '0010_workspaces';

/** The migrations folder as it was before 0010. */
function foldersBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  // 0010 and every migration after it: the migrator applies only those newer than the last one applied.
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  for (const e of journal.entries.slice(at)) fs.rmSync(path.join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0010: workspaces for existing users', () => {
  const before = foldersBefore();
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it('gives each self-registered user their own workspace and keeps admin-created users with the owner', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    const user = async (id: number, name: string, extra: string = '', tenant = 'default') =>
      client.query(
        `insert into "user" (id, name, email, username, display_username, tenant_id ${extra ? ', is_owner' : ''}) values ($1, $2, $3, $4, $2, $5 ${extra ? ', true' : ''})`,
        [id, name, `${name}@example.com`, name.toLowerCase(), tenant],
      );
    await user(1, 'Owner', 'owner');
    await user(2, 'Alice');
    await user(3, 'Bob');
    await user(4, 'Staffed'); // created by a staff admin
    await user(5, 'Acme1', '', 'acme'); // a staff admin typed tenant 'acme'
    await user(6, 'Acme2', '', 'acme');
    await client.query(
      `insert into audit_log (actor_id, action, target) values (1, 'user.create', 'user:4'), (1, 'user.create', 'user:5'), (1, 'user.create', 'user:6'), (1, 'auth.signin', 'user:2')`,
    );
    await client.query(
      `insert into systems (user_id, name, type, connector, connection_sealed, connection_display) values (2, 'Alice CRM', 'crm', 'postgres', 'x', '{}')`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const { rows } = await client.query<{ id: number; tenant_id: string; is_workspace_owner: boolean }>(
      `select id, tenant_id, is_workspace_owner from "user" order by id`,
    );
    expect(rows).toEqual([
      { id: 1, tenant_id: 'default', is_workspace_owner: true },
      { id: 2, tenant_id: 'ws_2', is_workspace_owner: true },
      { id: 3, tenant_id: 'ws_3', is_workspace_owner: true },
      { id: 4, tenant_id: 'default', is_workspace_owner: false },
      { id: 5, tenant_id: 'acme', is_workspace_owner: true },
      { id: 6, tenant_id: 'acme', is_workspace_owner: false },
    ]);
    const workspaces = await client.query<{ id: string; name: string }>(`select id, name from workspaces order by id`);
    expect(workspaces.rows).toEqual([
      { id: 'acme', name: "Acme1's workspace" },
      { id: 'default', name: "Owner's workspace" },
      { id: 'ws_2', name: "Alice's workspace" },
      { id: 'ws_3', name: "Bob's workspace" },
    ]);
    // Nothing is shared by the migration, and a new row belongs to no workspace until sign-up provisions one.
    expect((await client.query(`select share_access from systems`)).rows).toEqual([{ share_access: 'none' }]);
    await client.query(`insert into "user" (id, name, email) values (7, 'Late', 'late@example.com')`);
    expect((await client.query(`select tenant_id from "user" where email = 'late@example.com'`)).rows).toEqual([
      { tenant_id: '' },
    ]);
    // One owner per workspace.
    await expect(client.query(`update "user" set is_workspace_owner = true where id = 6`)).rejects.toThrow(
      /user_one_workspace_owner/,
    );
    await client.close();
  });
});

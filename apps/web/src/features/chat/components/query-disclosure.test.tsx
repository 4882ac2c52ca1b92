import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AnswerQuery, Message } from '@soe/shared';
import { renderWithClient, stubApi } from '@/testing/render';
import { chatKeys } from '../api/keys';
import { QueryDisclosure } from './query-disclosure';

const STATEMENT =
  'SELECT "a"."name" AS "customer", SUM("i"."total") AS "revenue"\nFROM "demo"."invoices" AS "i"\nJOIN "demo"."accounts" AS "a" ON "i"."account_id" = "a"."id"\nWHERE lower(CAST("i"."status" AS text)) = lower(\'paid\')\nGROUP BY 1\nORDER BY "revenue" DESC NULLS LAST\nLIMIT 5';
const SQL_QUERY: AnswerQuery = {
  systemId: 4,
  systemName: 'Demo Company',
  language: 'sql',
  text: STATEMENT,
  structured: { from: { entity: 'invoices', alias: 'i' }, limit: 5 },
  editable: true,
};
const ODATA_QUERY: AnswerQuery = {
  systemId: 9,
  systemName: 'S/4HANA',
  language: 'odata',
  text: "SalesOrders?$filter=Country eq 'DE'&$top=1001",
  editable: false,
};
const CONVERSATION = 7;

const message = (id: number, role: 'user' | 'assistant', content: string): Message => ({
  id,
  role,
  content,
  conversationId: CONVERSATION,
  timestamp: '2026-03-01T10:00:00.000Z',
  status: 'complete',
  ...(role === 'assistant' ? { systemSources: ['Demo Company'] } : {}),
});

afterEach(() => vi.unstubAllGlobals());

describe('QueryDisclosure', () => {
  it('is one collapsed "Query" button; opened, it shows each system’s statement and its structured query', async () => {
    const { user } = renderWithClient(<QueryDisclosure queries={[SQL_QUERY, ODATA_QUERY]} conversationId={1} />);
    const toggle = screen.getByRole('button', { name: 'Query' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    expect(screen.queryByText(/FROM "demo"\."invoices"/)).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const demo = screen.getByRole('group', { name: 'Query on Demo Company' });
    expect(within(demo).getByRole('group', { name: 'SQL on Demo Company' })).toHaveTextContent(
      'FROM "demo"."invoices" AS "i"',
    );
    const structured = within(demo).getByRole('group', { name: 'Structured query on Demo Company' });
    expect(JSON.parse(structured.textContent!)).toEqual(SQL_QUERY.structured);
    const odata = screen.getByRole('group', { name: 'Query on S/4HANA' });
    expect(within(odata).getByText(ODATA_QUERY.text)).toBeTruthy();
    // Only SQL systems' statements can be edited; an OData URL is read and copied only.
    expect(within(demo).getByRole('button', { name: 'Edit SQL' })).toBeTruthy();
    expect(within(odata).queryByRole('button', { name: 'Edit SQL' })).toBeNull();
    expect(within(odata).queryByText('Structured query')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Query on Demo Company' })).toBeNull();
  });

  it('copies the statement and the structured query, and says so', async () => {
    const { user } = renderWithClient(<QueryDisclosure queries={[SQL_QUERY]} />);
    await user.click(screen.getByRole('button', { name: 'Query' }));
    // Without a conversation there is nowhere to run an edit: read and copy only.
    expect(screen.queryByRole('button', { name: 'Edit SQL' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy query on Demo Company' }));
    expect(await navigator.clipboard.readText()).toBe(STATEMENT);
    expect(screen.getByRole('button', { name: 'Copied query on Demo Company' })).toHaveTextContent('Copied');
    expect(screen.getByText('Copied query on Demo Company to the clipboard')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy structured query on Demo Company' }));
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(SQL_QUERY.structured);
  });

  it('edits the SQL and runs it: the statement and its answer join the conversation', async () => {
    const edited = `${STATEMENT.replace('LIMIT 5', 'LIMIT 10')}`;
    const calls = stubApi({
      [`POST /api/conversations/${CONVERSATION}/sql`]: {
        body: {
          messages: [
            message(21, 'user', `\`\`\`sql\n${edited}\n\`\`\``),
            message(22, 'assistant', 'Ran your edited SQL on Demo Company: 10 rows.'),
          ],
        },
      },
      [`GET /api/conversations/${CONVERSATION}/messages`]: { body: [] },
      'GET /api/conversations': { body: [] },
    });
    const { user, queryClient } = renderWithClient(
      <QueryDisclosure queries={[SQL_QUERY]} conversationId={CONVERSATION} />,
    );
    queryClient.setQueryData(chatKeys.messages(CONVERSATION), [message(20, 'assistant', 'Top 5 customers')]);
    await user.click(screen.getByRole('button', { name: 'Query' }));
    await user.click(screen.getByRole('button', { name: 'Edit SQL' }));

    const editor = screen.getByLabelText('SQL to run on Demo Company');
    expect(editor).toHaveFocus();
    expect(editor).toHaveValue(STATEMENT);
    await user.clear(editor);
    await user.paste(edited);
    // The buttons are reached by keyboard: Tab from the editor to Cancel, then to Run.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByLabelText('SQL to run on Demo Company')).toBeNull());
    const run = calls.find((c) => c.route === `POST /api/conversations/${CONVERSATION}/sql`);
    expect(run?.body).toEqual({ systemId: 4, sql: edited });
    expect(
      (queryClient.getQueryData(chatKeys.messages(CONVERSATION)) as Message[] | undefined)?.map((m) => m.id),
    ).toEqual(expect.arrayContaining([20, 21, 22]));
    // Back where it started: the statement as the answer ran it, focus on Edit SQL.
    expect(screen.getByRole('button', { name: 'Edit SQL' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'SQL on Demo Company' })).toHaveTextContent('LIMIT 5');
  });

  it('Cancel leaves the statement as it was, and runs nothing', async () => {
    const calls = stubApi({});
    const { user } = renderWithClient(<QueryDisclosure queries={[SQL_QUERY]} conversationId={CONVERSATION} />);
    await user.click(screen.getByRole('button', { name: 'Query' }));
    await user.click(screen.getByRole('button', { name: 'Edit SQL' }));
    await user.type(screen.getByLabelText('SQL to run on Demo Company'), ' OFFSET 5');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('SQL to run on Demo Company')).toBeNull();
    expect(screen.getByRole('group', { name: 'SQL on Demo Company' })).toHaveTextContent(/LIMIT 5$/);
    expect(calls).toEqual([]);
  });

  it('shows why a statement was refused under the editor, and keeps the edit', async () => {
    const refusal = 'Refused (read only): only a SELECT can run. Remove the DELETE.';
    stubApi({
      [`POST /api/conversations/${CONVERSATION}/sql`]: {
        status: 400,
        body: { code: 'validation_failed', message: refusal },
      },
    });
    const { user } = renderWithClient(<QueryDisclosure queries={[SQL_QUERY]} conversationId={CONVERSATION} />);
    await user.click(screen.getByRole('button', { name: 'Query' }));
    await user.click(screen.getByRole('button', { name: 'Edit SQL' }));
    const editor = screen.getByLabelText('SQL to run on Demo Company');
    await user.clear(editor);
    await user.type(editor, 'DELETE FROM "demo"."invoices"');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(editor).toHaveValue('DELETE FROM "demo"."invoices"');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(refusal);

    // An empty statement is not sent at all.
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a SQL statement.');
  });

  it('renders nothing for an answer without queries', () => {
    const { container } = renderWithClient(<QueryDisclosure queries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

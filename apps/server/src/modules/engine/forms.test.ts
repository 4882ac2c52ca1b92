import { northwindDb } from './testing/northwind/dataset';
import { describeSqlQuestionSet, type SqlQuestion } from './testing/sql-question-set';

const NOW = new Date('2026-11-22T12:00:00Z');
const LINE = 'od.quantity * od.unit_price * (1 - od.discount)';
const Y = (y: number) => `o.order_date >= '${y}-01-01' AND o.order_date < '${y + 1}-01-01'`;

/** The question forms a single grouped SELECT cannot express; every expected figure comes from hand-written SQL. */
const QUESTIONS: SqlQuestion[] = [
  {
    id: 'f01',
    question: 'Which customers have never placed an order?',
    kind: 'list',
    sql: 'SELECT company_name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)',
  },
  {
    id: 'f02',
    question: 'How many products have never been sold?',
    kind: 'scalar',
    sql: 'SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM order_details od WHERE od.product_id = p.product_id)',
  },
  {
    id: 'f03',
    question: 'What share of revenue comes from the top 10 customers?',
    kind: 'scalar',
    sql: `WITH t AS (SELECT o.customer_id, sum(${LINE}) v FROM order_details od JOIN orders o USING (order_id) GROUP BY 1) SELECT 100 * (SELECT sum(v) FROM (SELECT v FROM t ORDER BY v DESC LIMIT 10) x) / sum(v) FROM t`,
  },
  {
    id: 'f04',
    question: 'Share of revenue by category',
    kind: 'set',
    sql: `SELECT c.category_name, 100 * sum(${LINE}) / (SELECT sum(${LINE}) FROM order_details od) FROM order_details od JOIN products p USING (product_id) JOIN categories c USING (category_id) GROUP BY 1`,
  },
  {
    id: 'f05',
    question: 'What percentage of orders were shipped to France?',
    kind: 'scalar',
    sql: `SELECT 100.0 * count(*) FILTER (WHERE ship_country = 'France') / count(*) FROM orders`,
  },
  {
    id: 'f06',
    question: 'What percent of products are discontinued?',
    kind: 'scalar',
    sql: 'SELECT 100.0 * count(*) FILTER (WHERE discontinued) / count(*) FROM products',
  },
  {
    id: 'f07',
    question: 'Monthly order count in 2024',
    kind: 'values',
    sql: `SELECT to_char(o.order_date, 'YYYY-MM'), count(*) FROM orders o WHERE ${Y(2024)} GROUP BY 1 ORDER BY 1`,
  },
  {
    id: 'f08',
    question: 'Which month had the highest revenue?',
    kind: 'ranked',
    sql: `SELECT to_char(o.order_date, 'YYYY-MM'), sum(${LINE}) v FROM order_details od JOIN orders o USING (order_id) GROUP BY 1 ORDER BY v DESC LIMIT 1`,
  },
  {
    id: 'f09',
    question: 'Best-selling product in each category',
    kind: 'set',
    sql: `SELECT product_name, v FROM (SELECT p.product_name, sum(${LINE}) v, row_number() OVER (PARTITION BY p.category_id ORDER BY sum(${LINE}) DESC) rn FROM order_details od JOIN products p USING (product_id) GROUP BY p.product_id, p.product_name, p.category_id) x WHERE rn = 1`,
  },
  {
    id: 'f10',
    question: 'Revenue growth in 2025 compared with 2024',
    kind: 'scalar',
    sql: `SELECT sum(${LINE}) FILTER (WHERE ${Y(2025)}) - sum(${LINE}) FILTER (WHERE ${Y(2024)}) FROM order_details od JOIN orders o USING (order_id)`,
  },
  {
    id: 'f11',
    question: 'Number of orders in 2025 vs 2024',
    kind: 'scalar',
    sql: `SELECT count(*) FILTER (WHERE ${Y(2025)}) - count(*) FILTER (WHERE ${Y(2024)}) FROM orders o`,
  },
  {
    id: 'f12',
    question: 'Sales by category in 2025 compared with 2024',
    kind: 'set',
    sql: `SELECT c.category_name, sum(${LINE}) FILTER (WHERE ${Y(2025)}) - sum(${LINE}) FILTER (WHERE ${Y(2024)}) FROM order_details od JOIN orders o USING (order_id) JOIN products p USING (product_id) JOIN categories c USING (category_id) GROUP BY 1`,
  },
  {
    id: 'f13',
    question: 'Average revenue per customer',
    kind: 'scalar',
    sql: `SELECT avg(v) FROM (SELECT o.customer_id, sum(${LINE}) v FROM order_details od JOIN orders o USING (order_id) GROUP BY 1) x`,
  },
  { id: 'f14', question: 'Average freight per order', kind: 'scalar', sql: 'SELECT avg(freight) FROM orders' },
  {
    id: 'f15',
    question: 'Average number of orders per customer',
    kind: 'scalar',
    sql: 'SELECT avg(n) FROM (SELECT customer_id, count(*) n FROM orders GROUP BY 1) x',
  },
];

describeSqlQuestionSet({
  title: 'SOE Local question forms: absence, shares, growth, top per group, averages of totals',
  summary: 'Question forms (Northwind-style)',
  open: async () => {
    const db = await northwindDb();
    // Records with nothing related, so that "never" has something to find.
    await db.exec(`
      INSERT INTO customers (customer_id, company_name, country) VALUES ('ZZNEW', 'Brand New Trading', 'Iceland'), ('ZZIDL', 'Idle Imports', 'Malta');
      INSERT INTO products (product_id, product_name, supplier_id, category_id, unit_price, units_in_stock, units_on_order, reorder_level, discontinued)
        SELECT 9001, 'Unsold Tea', supplier_id, category_id, 9.5, 10, 0, 0, false FROM products LIMIT 1;
    `);
    return db;
  },
  systemName: 'Northwind Trading',
  systemId: 3,
  questions: QUESTIONS,
  now: NOW,
  minPassed: QUESTIONS.length,
});

import { northwindDb } from './testing/northwind/dataset';
import { describeSqlQuestionSet, type SqlQuestion } from './testing/sql-question-set';

const NOW = new Date('2026-11-22T12:00:00Z');
const LINE = 'od.quantity * od.unit_price * (1 - od.discount)';

/** Questions of our own over a Northwind-style schema; every expected figure comes from hand-written SQL. */
const QUESTIONS: SqlQuestion[] = [
  { id: 'nw01', question: 'How many customers are there?', kind: 'scalar', sql: 'SELECT count(*) FROM customers' },
  {
    id: 'nw02',
    question: 'How many orders were shipped to France?',
    kind: 'scalar',
    sql: `SELECT count(*) FROM orders WHERE ship_country = 'France'`,
  },
  {
    id: 'nw03',
    question: 'Total sales by category',
    kind: 'set',
    sql: `SELECT c.category_name, sum(${LINE}) FROM order_details od JOIN products p USING (product_id) JOIN categories c USING (category_id) GROUP BY 1`,
  },
  {
    id: 'nw04',
    question: 'Top 5 products by revenue',
    kind: 'ranked',
    sql: `SELECT p.product_name, sum(${LINE}) AS v FROM order_details od JOIN products p USING (product_id) GROUP BY p.product_id, 1 ORDER BY v DESC LIMIT 5`,
  },
  {
    id: 'nw05',
    question: 'Which employee handled the most orders?',
    kind: 'ranked',
    sql: `SELECT e.first_name || ' ' || e.last_name, count(*) AS v FROM orders o JOIN employees e USING (employee_id) GROUP BY e.employee_id, 1 ORDER BY v DESC LIMIT 1`,
  },
  {
    id: 'nw06',
    question: 'Which products have fewer units in stock than their reorder level?',
    kind: 'list',
    sql: 'SELECT product_name FROM products WHERE units_in_stock < reorder_level',
  },
  {
    id: 'nw07b',
    question: 'How many Seafood products are there?',
    kind: 'scalar',
    sql: `SELECT count(*) FROM products p JOIN categories c USING (category_id) WHERE c.category_name = 'Seafood'`,
  },
  {
    id: 'nw07',
    question: 'How many orders were shipped after their required date?',
    kind: 'scalar',
    sql: 'SELECT count(*) FROM orders WHERE shipped_date > required_date',
  },
  {
    id: 'nw08',
    question: 'Monthly sales in 2024',
    kind: 'values',
    sql: `SELECT to_char(o.order_date, 'YYYY-MM'), sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) WHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01' GROUP BY 1 ORDER BY 1`,
  },
  {
    id: 'nw09',
    question: 'Average freight by shipper',
    kind: 'set',
    sql: 'SELECT s.company_name, avg(o.freight) FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1',
  },
  {
    id: 'nw10',
    question: 'Number of customers per country',
    kind: 'set',
    sql: 'SELECT country, count(*) FROM customers GROUP BY 1',
  },
  {
    id: 'nw11',
    question: 'Top 3 clients by number of orders',
    kind: 'ranked',
    sql: 'SELECT c.company_name, count(*) AS v FROM orders o JOIN customers c USING (customer_id) GROUP BY c.customer_id, 1 ORDER BY v DESC, 1 LIMIT 3',
  },
  {
    id: 'nw12',
    question: 'Revenue in Q2 2024',
    kind: 'scalar',
    sql: `SELECT sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) WHERE o.order_date >= '2024-04-01' AND o.order_date < '2024-07-01'`,
  },
  {
    id: 'nw13',
    question: 'Who reports to Steven Buchanan?',
    kind: 'list',
    sql: `SELECT e.first_name || ' ' || e.last_name FROM employees e JOIN employees m ON m.employee_id = e.reports_to WHERE m.first_name = 'Steven' AND m.last_name = 'Buchanan'`,
  },
  {
    id: 'nw14',
    question: 'List the products in the Seafood category',
    kind: 'list',
    sql: `SELECT p.product_name FROM products p JOIN categories c USING (category_id) WHERE c.category_name = 'Seafood'`,
  },
  {
    id: 'nw15',
    question: 'How many products are discontinued?',
    kind: 'scalar',
    sql: 'SELECT count(*) FROM products WHERE discontinued',
  },
  {
    id: 'nw16',
    question: 'What is the average unit price of our products?',
    kind: 'scalar',
    sql: 'SELECT avg(unit_price) FROM products',
  },
  {
    id: 'nw17',
    question: 'Sales by employee in 2024',
    kind: 'set',
    sql: `SELECT e.first_name || ' ' || e.last_name, sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) JOIN employees e USING (employee_id) WHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01' GROUP BY e.employee_id, 1`,
  },
  {
    id: 'nw18',
    question: 'How many units of Chai were sold?',
    kind: 'scalar',
    sql: `SELECT sum(od.quantity) FROM order_details od JOIN products p USING (product_id) WHERE p.product_name = 'Chai'`,
  },
  {
    id: 'nw19',
    question: 'How many orders did Speedy Express ship last year?',
    kind: 'scalar',
    sql: `SELECT count(*) FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via WHERE s.company_name = 'Speedy Express' AND o.shipped_date >= '2025-01-01' AND o.shipped_date < '2026-01-01'`,
  },
  {
    id: 'nw20',
    question: 'Total freight in 2025',
    kind: 'scalar',
    sql: `SELECT sum(freight) FROM orders WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01'`,
  },
  {
    id: 'nw21',
    question: 'Which category has the most products?',
    kind: 'ranked',
    sql: 'SELECT c.category_name, count(*) AS v FROM products p JOIN categories c USING (category_id) GROUP BY 1 ORDER BY v DESC LIMIT 1',
  },
  {
    id: 'nw22',
    question: 'Top 3 suppliers by sales',
    kind: 'ranked',
    sql: `SELECT s.company_name, sum(${LINE}) AS v FROM order_details od JOIN products p USING (product_id) JOIN suppliers s USING (supplier_id) GROUP BY s.supplier_id, 1 ORDER BY v DESC LIMIT 3`,
  },
  {
    id: 'nw23',
    question: 'What is the average order value?',
    kind: 'scalar',
    sql: `SELECT sum(${LINE}) / count(DISTINCT od.order_id) FROM order_details od`,
  },
  {
    id: 'nw24',
    question: 'Show customers in Mexico',
    kind: 'list',
    sql: `SELECT company_name FROM customers WHERE country = 'Mexico'`,
  },
  {
    id: 'nw25',
    question: 'What is the most expensive product?',
    kind: 'ranked',
    sql: 'SELECT product_name, unit_price FROM products ORDER BY unit_price DESC LIMIT 1',
  },
  {
    id: 'nw26',
    question: 'Number of orders by year',
    kind: 'values',
    sql: `SELECT extract(year FROM order_date)::text, count(*) FROM orders GROUP BY 1 ORDER BY 1`,
  },
  {
    id: 'nw27',
    question: 'Revenue from customers in Brazil',
    kind: 'scalar',
    sql: `SELECT sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) JOIN customers c USING (customer_id) WHERE c.country = 'Brazil'`,
  },
  {
    id: 'nw28',
    question: 'totl revenu by categry',
    kind: 'set',
    sql: `SELECT c.category_name, sum(${LINE}) FROM order_details od JOIN products p USING (product_id) JOIN categories c USING (category_id) GROUP BY 1`,
  },
  {
    id: 'nw29',
    question: 'How many staff were hired after 2018?',
    kind: 'scalar',
    sql: `SELECT count(*) FROM employees WHERE hire_date >= '2019-01-01'`,
  },
  {
    id: 'nw30',
    question: 'Which 3 items have the lowest stock?',
    kind: 'ranked',
    sql: 'SELECT product_name, units_in_stock FROM products ORDER BY units_in_stock ASC, product_id LIMIT 3',
  },
  {
    id: 'nw31',
    question: 'Average discount per product category',
    kind: 'set',
    sql: 'SELECT c.category_name, avg(od.discount) FROM order_details od JOIN products p USING (product_id) JOIN categories c USING (category_id) GROUP BY 1',
  },
  {
    id: 'nw32',
    question: 'Quarterly revenue for 2025',
    kind: 'values',
    sql: `SELECT extract(quarter FROM o.order_date)::text, sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) WHERE o.order_date >= '2025-01-01' AND o.order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
  },
];

describeSqlQuestionSet({
  title: 'SOE Local over a Northwind-style schema (own question set)',
  summary: 'Northwind-style',
  open: northwindDb,
  systemName: 'Northwind Trading',
  systemId: 2,
  questions: QUESTIONS,
  now: NOW,
});

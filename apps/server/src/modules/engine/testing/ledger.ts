/**
 * A second system to connect beside the Demo Company: its own customers, and the only sales of 2023. The engine's
 * and the chat's two-system tests ask of the same data (engine note 19, docs/engine-notes.md).
 */
export const LEDGER_2023 = `
  CREATE TABLE customers (customer_id int PRIMARY KEY, customer_name text NOT NULL, country text);
  CREATE TABLE sales (sale_id int PRIMARY KEY, customer_id int REFERENCES customers(customer_id),
                      amount numeric(12,2) NOT NULL, sold_on date NOT NULL);
  INSERT INTO customers VALUES (1,'Harbor Foods','Norway'),(2,'Pine Logistics','Canada'),(3,'Atlas Tools','Chile'),
    (4,'Quartz Labs','Japan'),(5,'Meadow Farms','Kenya'),(6,'Cobalt Works','Peru');
  INSERT INTO sales
  SELECT g, 1 + g % 6, (g * 37 % 900) + 100.25, DATE '2023-01-01' + (g * 11 % 365) FROM generate_series(1, 60) g;`;

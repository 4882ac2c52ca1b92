-- A Northwind-style trading company in snake_case, generated data (see dataset.ts).
CREATE TABLE categories (category_id integer PRIMARY KEY, category_name varchar(30) NOT NULL, description text);
CREATE TABLE suppliers (supplier_id integer PRIMARY KEY, company_name varchar(60) NOT NULL, contact_name varchar(40), city varchar(30), country varchar(30), phone varchar(24));
CREATE TABLE products (
  product_id integer PRIMARY KEY, product_name varchar(60) NOT NULL,
  supplier_id integer REFERENCES suppliers(supplier_id), category_id integer REFERENCES categories(category_id),
  quantity_per_unit varchar(30), unit_price numeric(10,2) NOT NULL, units_in_stock smallint NOT NULL, units_on_order smallint NOT NULL,
  reorder_level smallint NOT NULL, discontinued boolean NOT NULL
);
CREATE TABLE customers (customer_id char(5) PRIMARY KEY, company_name varchar(60) NOT NULL, contact_name varchar(40), contact_title varchar(40), address varchar(60), city varchar(30), region varchar(20), postal_code varchar(10), country varchar(30), phone varchar(24));
CREATE TABLE employees (
  employee_id integer PRIMARY KEY, last_name varchar(20) NOT NULL, first_name varchar(20) NOT NULL, title varchar(40),
  birth_date date, hire_date date, city varchar(30), country varchar(30), reports_to integer REFERENCES employees(employee_id)
);
CREATE TABLE shippers (shipper_id integer PRIMARY KEY, company_name varchar(40) NOT NULL, phone varchar(24));
CREATE TABLE orders (
  order_id integer PRIMARY KEY, customer_id char(5) REFERENCES customers(customer_id), employee_id integer REFERENCES employees(employee_id),
  order_date date NOT NULL, required_date date NOT NULL, shipped_date date, ship_via integer REFERENCES shippers(shipper_id),
  freight numeric(10,2) NOT NULL, ship_name varchar(60), ship_city varchar(30), ship_country varchar(30)
);
CREATE TABLE order_details (
  order_id integer NOT NULL REFERENCES orders(order_id), product_id integer NOT NULL REFERENCES products(product_id),
  unit_price numeric(10,2) NOT NULL, quantity smallint NOT NULL, discount real NOT NULL,
  PRIMARY KEY (order_id, product_id)
);

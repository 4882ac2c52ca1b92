/**
 * A small SAP-like sales service (the shape of S/4HANA's sales order API, cut
 * down): Customers, Products, SalesOrders and SalesOrderItems with
 * navigation properties and referential constraints, and deterministic data so
 * tests can compute every expected figure from `salesData()` on their own.
 */

export interface PropertyDef {
  name: string;
  /** Edm type, e.g. 'Edm.String', 'Edm.Decimal'. */
  type: string;
  nullable: boolean;
  maxLength?: number;
  precision?: number;
  scale?: number;
}

export interface NavigationDef {
  name: string;
  /** Entity set the navigation leads to. */
  target: string;
  collection: boolean;
  /** [dependent property, principal property] pairs (single-valued navigations only). */
  constraint?: Array<[string, string]>;
  partner?: string;
}

export interface EntitySetDef {
  name: string;
  /** Entity type name without namespace. */
  type: string;
  key: string[];
  properties: PropertyDef[];
  navigation: NavigationDef[];
  insertable: boolean;
  updatable: boolean;
}

export type Entity = Record<string, string | number | boolean | null>;

const p = (name: string, type: string, extra: Partial<PropertyDef> = {}): PropertyDef => ({
  name,
  type,
  nullable: false,
  ...extra,
});
const money = (name: string): PropertyDef => p(name, 'Edm.Decimal', { precision: 15, scale: 2 });

export const SALES_MODEL: EntitySetDef[] = [
  {
    name: 'Customers',
    type: 'Customer',
    key: ['CustomerID'],
    properties: [
      p('CustomerID', 'Edm.String', { maxLength: 10 }),
      p('CustomerName', 'Edm.String', { maxLength: 80 }),
      p('Country', 'Edm.String', { maxLength: 3 }),
      p('City', 'Edm.String', { maxLength: 40, nullable: true }),
      p('CreatedAt', 'Edm.DateTimeOffset', { precision: 0 }),
    ],
    navigation: [{ name: '_SalesOrder', target: 'SalesOrders', collection: true, partner: '_Customer' }],
    insertable: false,
    updatable: false,
  },
  {
    name: 'Products',
    type: 'Product',
    key: ['ProductID'],
    properties: [
      p('ProductID', 'Edm.String', { maxLength: 10 }),
      p('ProductName', 'Edm.String', { maxLength: 80 }),
      p('Category', 'Edm.String', { maxLength: 40 }),
      money('UnitPrice'),
      p('Discontinued', 'Edm.Boolean'),
    ],
    navigation: [],
    insertable: false,
    updatable: false,
  },
  {
    name: 'SalesOrders',
    type: 'SalesOrder',
    key: ['SalesOrderID'],
    properties: [
      p('SalesOrderID', 'Edm.String', { maxLength: 10 }),
      p('CustomerID', 'Edm.String', { maxLength: 10 }),
      p('OrderDate', 'Edm.Date'),
      money('TotalAmount'),
      p('Currency', 'Edm.String', { maxLength: 3 }),
      p('Status', 'Edm.String', { maxLength: 12 }),
      p('PurchaseOrderRef', 'Edm.String', { maxLength: 35, nullable: true }),
    ],
    navigation: [
      {
        name: '_Customer',
        target: 'Customers',
        collection: false,
        constraint: [['CustomerID', 'CustomerID']],
        partner: '_SalesOrder',
      },
      { name: '_Item', target: 'SalesOrderItems', collection: true, partner: '_SalesOrder' },
    ],
    insertable: true,
    updatable: true,
  },
  {
    name: 'SalesOrderItems',
    type: 'SalesOrderItem',
    key: ['SalesOrderID', 'ItemPosition'],
    properties: [
      p('SalesOrderID', 'Edm.String', { maxLength: 10 }),
      p('ItemPosition', 'Edm.Int32'),
      p('ProductID', 'Edm.String', { maxLength: 10 }),
      p('Quantity', 'Edm.Int32'),
      money('NetAmount'),
    ],
    navigation: [
      {
        name: '_SalesOrder',
        target: 'SalesOrders',
        collection: false,
        constraint: [['SalesOrderID', 'SalesOrderID']],
        partner: '_Item',
      },
      { name: '_Product', target: 'Products', collection: false, constraint: [['ProductID', 'ProductID']] },
    ],
    insertable: true,
    updatable: true,
  },
];

export interface SalesData {
  Customers: Entity[];
  Products: Entity[];
  SalesOrders: Entity[];
  SalesOrderItems: Entity[];
}

const CUSTOMERS: Array<[string, string, string | null]> = [
  ['Müller Maschinenbau GmbH', 'DE', 'Munich'],
  ["O'Neil Supplies", 'US', 'Boston'],
  ['Tanaka Trading', 'JP', 'Osaka'],
  ['Dupont & Fils', 'FR', 'Lyon'],
  ['Nordic Retail AB', 'SE', null],
  ['Acme Corp', 'US', 'Chicago'],
  ['Iberia Foods', 'ES', 'Madrid'],
  ['Kiwi Imports', 'NZ', 'Auckland'],
];
const PRODUCTS: Array<[string, string, number, boolean]> = [
  ['Industrial Pump', 'Machinery', 1250, false],
  ['Valve Set', 'Parts', 89.9, false],
  ['Control Unit', 'Electronics', 420.5, false],
  ['Sensor Kit', 'Electronics', 149.99, false],
  ['Hydraulic Hose', 'Parts', 35.25, true],
  ['Service Contract', 'Services', 990, false],
];
const STATUSES = ['Completed', 'Completed', 'Completed', 'Open', 'Cancelled'];

/** Fresh copies of the service's data: 8 customers, 6 products, 48 orders from July 2024 to December 2025. */
export function salesData(): SalesData {
  let seed = 20250611;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const Customers = CUSTOMERS.map(([name, country, city], i) => ({
    CustomerID: `C${String(i + 1).padStart(3, '0')}`,
    CustomerName: name,
    Country: country,
    City: city,
    CreatedAt: new Date(Date.UTC(2023, i, 3 + i, 9, 30)).toISOString().replace('.000Z', 'Z'),
  }));
  const Products = PRODUCTS.map(([name, category, price, discontinued], i) => ({
    ProductID: `P${String(i + 1).padStart(3, '0')}`,
    ProductName: name,
    Category: category,
    UnitPrice: price,
    Discontinued: discontinued,
  }));
  const SalesOrders: Entity[] = [];
  const SalesOrderItems: Entity[] = [];
  for (let i = 0; i < 48; i++) {
    const id = String(5000001 + i);
    // Customer C008 never orders (a customer without orders); the others in a pseudo-random mix.
    const customer = Customers[next(7)]!;
    const month = 6 + Math.floor((i * 18) / 48); // July 2024 (month 6) … December 2025 (month 23)
    const date = new Date(Date.UTC(2024, month, 1 + next(28))).toISOString().slice(0, 10);
    let totalCents = 0;
    const lines = 1 + next(3);
    for (let l = 0; l < lines; l++) {
      const product = Products[next(Products.length)]!;
      const quantity = 1 + next(9);
      const cents = Math.round(Number(product.UnitPrice) * 100) * quantity;
      totalCents += cents;
      SalesOrderItems.push({
        SalesOrderID: id,
        ItemPosition: (l + 1) * 10,
        ProductID: product.ProductID,
        Quantity: quantity,
        NetAmount: cents / 100,
      });
    }
    SalesOrders.push({
      SalesOrderID: id,
      CustomerID: customer.CustomerID,
      OrderDate: date,
      TotalAmount: totalCents / 100,
      Currency: 'EUR',
      Status: STATUSES[next(STATUSES.length)]!,
      PurchaseOrderRef: next(3) === 0 ? null : `PO-${4400 + i}`,
    });
  }
  return { Customers, Products, SalesOrders, SalesOrderItems };
}

export const setDef = (name: string): EntitySetDef | undefined => SALES_MODEL.find((s) => s.name === name);
